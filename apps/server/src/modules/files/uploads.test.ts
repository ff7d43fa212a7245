import { crc32 } from "node:zlib";
import { MESSAGES } from "@vaultline/shared";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { acceptRisk, countRows, invest, planIdByName } from "../../../test/factories/deposits.ts";
import { makeEligible, REVIEW_TEXT } from "../../../test/factories/reviews.ts";
import { call, createTestApp, createTestUser, fixtures, multipart, type TestApp } from "../../../test/helpers.ts";
import { UPLOAD_MESSAGES } from "./uploads.ts";

const app = await createTestApp();
const user = await createTestUser(app);
const reviewer = await createTestUser(app);
await makeEligible(app, reviewer);
await acceptRisk(app, user);
const silver = await planIdByName(app, "Silver");

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 70-byte PNG whose header claims width × height pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
  return Buffer.concat([PNG_SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

const tiny = sharp({ create: { width: 2, height: 2, channels: 3, background: "#123" } });

/** A real 2×2 JPEG whose frame header (SOF0) is rewritten to claim 20000 × 20000. */
async function jpegClaimingTooMuch(): Promise<Buffer> {
  const jpeg = Buffer.from(await tiny.clone().jpeg().toBuffer());
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(20_000, sof + 5);
  jpeg.writeUInt16BE(20_000, sof + 7);
  return jpeg;
}

/** A real 2×2 lossy WebP whose VP8 frame header claims 16383 × 16383 (the format's maximum). */
async function webpClaimingTooMuch(): Promise<Buffer> {
  const webp = Buffer.from(await tiny.clone().webp().toBuffer());
  webp.writeUInt16LE(16_383, 26);
  webp.writeUInt16LE(16_383, 28);
  return webp;
}

async function storedKeys(target: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of target.storage.list()) keys.push(object.key);
  return keys.sort();
}

/** POST a raw body to the avatar route, which reads the form like every other upload. */
function postRaw(payload: Buffer | string, contentType: string) {
  return call(app, {
    method: "POST",
    url: `/api/user/upload/${user.user.id}`,
    headers: { ...user.auth, "content-type": contentType },
    payload,
  });
}

describe("multipart errors are 400s with a clear message", () => {
  const good = () =>
    multipart({ id: user.user.id }, [{ field: "avatar", filename: "me.png", content: fixtures.png() }]);
  const boundaryOf = (headers: Record<string, string>) => headers["content-type"]?.split("boundary=")[1] ?? "";

  it.each([
    ["a multipart content type without a boundary", () => postRaw(good().payload, "multipart/form-data")],
    [
      "a body that does not contain the boundary",
      () => postRaw("just some bytes", "multipart/form-data; boundary=xyz"),
    ],
    [
      "a body under another boundary",
      () => postRaw(good().payload, "multipart/form-data; boundary=not-the-one-used-in-the-body"),
    ],
    [
      "a part whose headers never end",
      () => postRaw('--xyz\r\nContent-Disposition: form-data; name="id"', "multipart/form-data; boundary=xyz"),
    ],
    [
      "a body truncated inside the file",
      () => {
        const body = good();
        return postRaw(body.payload.subarray(0, body.payload.length - 60), body.headers["content-type"] ?? "");
      },
    ],
    [
      "a body without its closing boundary",
      () => {
        const body = good();
        const end = body.payload.lastIndexOf(`--${boundaryOf(body.headers)}--`);
        return postRaw(body.payload.subarray(0, end), body.headers["content-type"] ?? "");
      },
    ],
  ])("refuses %s", async (_name, send) => {
    const before = await countRows(app, "files");
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(UPLOAD_MESSAGES.malformed);
    expect(await countRows(app, "files")).toBe(before);
  });

  it("refuses too many fields or files with 400", async () => {
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, "x"]));
    const manyFields = multipart(fields);
    const res = await postRaw(manyFields.payload, manyFields.headers["content-type"] ?? "");
    expect(res).toMatchObject({ status: 400, body: { error: UPLOAD_MESSAGES.tooManyParts } });

    const files = Array.from({ length: 6 }, () => ({ field: "avatar", filename: "a.png", content: fixtures.png() }));
    const manyFiles = multipart({}, files);
    const again = await postRaw(manyFiles.payload, manyFiles.headers["content-type"] ?? "");
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/too many/i);
  });

  it("keeps 413 for a file over 10 MiB", async () => {
    const body = multipart({}, [{ field: "avatar", filename: "big.png", content: fixtures.oversized() }]);
    const res = await postRaw(body.payload, body.headers["content-type"] ?? "");
    expect(res).toMatchObject({ status: 413, body: { error: "File is too large: the limit is 10 MiB" } });
  });
});

describe("images are refused from their header above 40 megapixels", () => {
  const bomb = () => ({ field: "avatar", filename: "tiny.png", content: pngClaiming(20_000, 20_000) });
  const pdf = { field: "avatar", filename: "back.pdf", content: fixtures.pdf() };
  const send = (
    url: string,
    who: { auth: Record<string, string> },
    fields: Record<string, string>,
    files = [bomb()],
  ) => {
    const body = multipart(fields, files);
    return call(app, { method: "POST", url, headers: { ...who.auth, ...body.headers }, payload: body.payload });
  };

  it.each([
    ["a deposit proof", () => invest(app, user, { planId: silver, amount: "500", currency: "BTC" }, bomb())],
    [
      "a verification page",
      () =>
        send("/api/user/verify", user, { phone: "+1 555 123 4567", ssn: "234-56-6789", label: "id_card" }, [
          bomb(),
          pdf,
        ]),
    ],
    [
      "a member's review image",
      () => send("/api/reviews", reviewer, { stars: "5", text: REVIEW_TEXT }, [{ ...bomb(), field: "image" }]),
    ],
    ["an avatar", () => send(`/api/user/upload/${user.user.id}`, user, { id: user.user.id })],
  ])("refuses %s and stores nothing", async (_name, upload) => {
    expect(pngClaiming(20_000, 20_000).length).toBeLessThan(100);
    const [rows, keys] = [await countRows(app, "files"), await storedKeys(app)];
    const res = await upload();
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.imageTooManyPixels);
    expect(await countRows(app, "files")).toBe(rows);
    expect(await storedKeys(app)).toEqual(keys);
  });

  it.each([
    ["a JPEG", jpegClaimingTooMuch],
    ["a WebP", webpClaimingTooMuch],
  ])("reads the size of %s from its header too", async (_name, make) => {
    const res = await invest(
      app,
      user,
      { planId: silver, amount: "500", currency: "BTC" },
      { filename: "x", content: await make() },
    );
    expect(res).toMatchObject({ status: 400, body: { error: MESSAGES.imageTooManyPixels } });
  });

  it("accepts an image at the limit, and refuses an image whose header cannot be read", async () => {
    const under = await invest(
      app,
      user,
      { planId: silver, amount: "500", currency: "BTC" },
      { filename: "ok.png", content: pngClaiming(8000, 5000) },
    );
    expect(under.status).toBe(201);
    const unreadable = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(40)]);
    const res = await invest(
      app,
      user,
      { planId: silver, amount: "500", currency: "BTC" },
      { filename: "x.png", content: unreadable },
    );
    expect(res).toMatchObject({ status: 400, body: { error: MESSAGES.fileNotSupported } });
  });
});
