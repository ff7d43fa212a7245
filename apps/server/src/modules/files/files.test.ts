import { randomUUID } from "node:crypto";
import { existsSync, utimesSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { acceptRisk, countRows, invest, planIdByName } from "../../../test/factories/deposits.ts";
import {
  createTestApp,
  createTestUser,
  fixtures,
  multipart,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.ts";
import { startS3rver } from "../../../test/s3rver.ts";
import { sweepOrphanFiles, uploadsDir } from "./files.service.ts";

async function storedKeys(app: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of app.storage.list()) keys.push(object.key);
  return keys.sort();
}

async function storedNames(app: TestApp): Promise<string[]> {
  const result = (await app.db.execute("SELECT stored_name FROM files")) as unknown as {
    rows: { stored_name: string }[];
  };
  return result.rows.map((r) => r.stored_name).sort();
}

async function investor(app: TestApp): Promise<TestUser> {
  const user = await createTestUser(app);
  await acceptRisk(app, user);
  return user;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe("files on the local disk", async () => {
  const app = await createTestApp();
  const silver = await planIdByName(app, "Silver");

  it("leaves no object behind when the deposit's transaction fails (two deposits racing for one txId)", async () => {
    const [a, b] = [await investor(app), await investor(app)];
    const [keys, rows] = [await storedKeys(app), await countRows(app, "files")];
    const fields = { planId: silver, amount: "500", currency: "BTC", txId: `0xrace${randomUUID()}` };
    const results = await Promise.all([invest(app, a, fields), invest(app, b, fields)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await countRows(app, "files")).toBe(rows + 1);
    expect(await storedKeys(app)).toHaveLength(keys.length + 1);
    // Every stored object has its row.
    expect(await storedKeys(app)).toEqual(await storedNames(app));
  });

  it("sweeps an old orphan and keeps a referenced file and a recent orphan", async () => {
    const user = await investor(app);
    const res = await invest(app, user, { planId: silver, amount: "500", currency: "BTC" });
    expect(res.status).toBe(201);
    const [referenced] = (await storedNames(app)).filter((name) => name.endsWith(".png"));
    const [oldOrphan, newOrphan] = [`${randomUUID()}.png`, `${randomUUID()}.pdf`];
    await app.storage.put(oldOrphan, fixtures.png(), "image/png");
    await app.storage.put(newOrphan, fixtures.pdf(), "application/pdf");
    for (const name of [oldOrphan, referenced as string]) {
      utimesSync(path.join(uploadsDir(app.dataDir), name), hoursAgo(3), hoursAgo(3));
    }

    expect(await sweepOrphanFiles(app.db, app.storage, { olderThan: hoursAgo(1) })).toBe(1);
    const keys = await storedKeys(app);
    expect(keys).not.toContain(oldOrphan);
    expect(keys).toContain(referenced);
    expect(keys).toContain(newOrphan);
    expect((await app.inject({ method: "GET", url: res.body.data.proofUrl, headers: user.auth })).statusCode).toBe(200);
  });
});

describe("files in S3 (STORAGE=s3 against s3rver)", async () => {
  const s3 = await startS3rver();
  afterAll(() => s3.close());
  const app = await createTestApp({ storage: s3.storage });
  const silver = await planIdByName(app, "Silver");

  it("serves an uploaded proof and avatar from the bucket, nothing on the local disk", async () => {
    const user = await investor(app);
    const proof = fixtures.pdf();
    const deposit = await invest(
      app,
      user,
      { planId: silver, amount: "500", currency: "BTC" },
      { filename: "p.pdf", content: proof },
    );
    expect(deposit.status).toBe(201);
    const got = await app.inject({ method: "GET", url: deposit.body.data.proofUrl, headers: user.auth });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("application/pdf");
    expect(got.headers["cache-control"]).toBe("private, no-store");
    expect(got.rawPayload.equals(proof)).toBe(true);
    expect((await app.inject({ method: "GET", url: deposit.body.data.proofUrl })).statusCode).toBe(401);

    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#08f" } })
      .jpeg()
      .toBuffer();
    const body = multipart({ id: user.user.id }, [{ field: "avatar", filename: "me.jpg", content: photo }]);
    const avatar = await app.inject({
      method: "POST",
      url: `/api/user/upload/${user.user.id}`,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(avatar.statusCode).toBe(200);
    const picture = await app.inject({ method: "GET", url: avatar.json().data.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: "webp", width: 40, height: 30 });

    expect(await storedKeys(app)).toEqual(await storedNames(app));
    expect(existsSync(uploadsDir(app.dataDir))).toBe(false);
  });

  it("cleans up after a failed transaction and sweeps orphans in the bucket", async () => {
    const [a, b] = [await investor(app), await investor(app)];
    const keys = await storedKeys(app);
    const fields = { planId: silver, amount: "500", currency: "BTC", txId: `0xrace${randomUUID()}` };
    const results = await Promise.all([invest(app, a, fields), invest(app, b, fields)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await storedKeys(app)).toHaveLength(keys.length + 1);

    const orphan = `${randomUUID()}.png`;
    await app.storage.put(orphan, fixtures.png(), "image/png");
    // A cutoff in the future makes every object old enough; only the orphan has no row.
    expect(await sweepOrphanFiles(app.db, app.storage, { olderThan: new Date(Date.now() + 60_000) })).toBe(1);
    expect(await storedKeys(app)).toEqual(await storedNames(app));
  });
});

describe("files when the S3 store cannot be reached", async () => {
  const s3 = await startS3rver();
  const app = await createTestApp({ storage: s3.storage });
  const silver = await planIdByName(app, "Silver");

  it("answers 503 with a retry hint, for a read and for an upload, and records nothing", async () => {
    const user = await investor(app);
    const fields = { planId: silver, amount: "500", currency: "BTC" };
    const stored = await invest(app, user, fields, { filename: "p.pdf", content: fixtures.pdf() });
    expect(stored.status).toBe(201);
    await s3.close();

    const read = await app.inject({ method: "GET", url: stored.body.data.proofUrl, headers: user.auth });
    expect(read.statusCode).toBe(503);
    expect(read.headers["retry-after"]).toBe("1");
    expect(read.json().error).toBe("Service temporarily unavailable, please retry");

    const before = await countRows(app, "deposits");
    const upload = await invest(app, user, fields, { filename: "q.pdf", content: fixtures.pdf() });
    expect(upload.status).toBe(503);
    expect(await countRows(app, "deposits")).toBe(before);
  });
});
