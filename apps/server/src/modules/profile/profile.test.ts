import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser, fixtures, multipart, type TestUser } from "../../../test/helpers.ts";
import { files, users } from "../../db/schema.ts";

const app = await createTestApp();

function upload(who: TestUser | null, id: string, content: Buffer, filename = "me.png") {
  const body = multipart({ id }, [{ field: "avatar", filename, content }]);
  return call(app, {
    method: "POST",
    url: `/api/user/upload/${id}`,
    headers: { ...(who?.auth ?? {}), ...body.headers },
    payload: body.payload,
  });
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A tiny PNG whose header claims 100000 × 100000 pixels: a decompression bomb. */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function imageFileOf(userId: string) {
  const [row] = await app.db.select({ imageFileId: users.imageFileId }).from(users).where(eq(users.id, userId));
  return row?.imageFileId ?? null;
}

describe("POST /api/user/upload/:id", () => {
  it("re-encodes a picture to a small WebP without metadata and shows it to everyone", async () => {
    const user = await createTestUser(app);
    const big = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0a7" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-camera-owner" } })
      .toBuffer();
    const res = await upload(user, user.user.id, big, "holiday.jpg");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Profile pic uploaded", data: { isShown: true, notice: null } });
    const me = await call(app, { method: "GET", url: "/api/user", headers: user.auth });
    expect(me.body.data.imageUrl).toBe(res.body.data.imageUrl);

    const picture = await app.inject({ method: "GET", url: res.body.data.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 288 });
    expect(meta.exif).toBeUndefined();
    expect(picture.rawPayload.includes("secret-camera-owner")).toBe(false);
  });

  it("accepts a PDF but keeps the initials, and says so", async () => {
    const user = await createTestUser(app);
    await upload(user, user.user.id, fixtures.png());
    const res = await upload(user, user.user.id, fixtures.pdf(), "me.pdf");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile pic uploaded");
    expect(res.body.data).toMatchObject({ imageUrl: null, isShown: false });
    expect(res.body.data.notice).toMatch(/initials are shown/);
    expect(await imageFileOf(user.user.id)).toBeNull();
  });

  it("replaces the previous picture: its row and bytes are removed", async () => {
    const user = await createTestUser(app);
    const first = await upload(user, user.user.id, fixtures.png());
    const second = await upload(user, user.user.id, fixtures.png());
    expect(second.status).toBe(200);
    expect((await app.inject({ method: "GET", url: first.body.data.imageUrl })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: second.body.data.imageUrl })).statusCode).toBe(200);
    expect(await app.db.select().from(files).where(eq(files.ownerId, user.user.id))).toHaveLength(1);
  });

  it("lets an admin set anyone's picture", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const user = await createTestUser(app);
    expect((await upload(admin, user.user.id, fixtures.png())).status).toBe(200);
    expect(await imageFileOf(user.user.id)).not.toBeNull();
  });

  it.each([
    ["a text file", fixtures.text(), 400, "File Not Supported"],
    [
      "a decompression bomb",
      pngBomb(),
      400,
      "This picture has too many pixels (over 40 megapixels). Please upload a smaller one.",
    ],
    [
      "a broken PNG",
      Buffer.concat([fixtures.png().subarray(0, 40), Buffer.alloc(20)]),
      400,
      "This picture could not be read. Please upload another image.",
    ],
    ["a file over 10 MiB", fixtures.oversized(), 413, "File is too large: the limit is 10 MiB"],
  ])("refuses %s with a clear error and stores nothing", async (_name, content, status, message) => {
    const user = await createTestUser(app);
    const res = await upload(user, user.user.id, content);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    expect(await app.db.select().from(files).where(eq(files.ownerId, user.user.id))).toHaveLength(0);
    expect(await imageFileOf(user.user.id)).toBeNull();
  });

  it("refuses someone else's id with 403 and anonymous callers with 401", async () => {
    const user = await createTestUser(app);
    const other = await createTestUser(app);
    const res = await upload(user, other.user.id, fixtures.png());
    expect(res.status).toBe(403);
    expect(await imageFileOf(other.user.id)).toBeNull();
    expect((await upload(null, other.user.id, fixtures.png())).status).toBe(401);
  });
});
