import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3rver, type TestS3 } from "../../test/s3rver.ts";
import { createFsStorage, createStorage, type Storage } from "./storage.ts";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys;
}

const newKey = (ext = "bin") => `${randomUUID()}.${ext}`;

let s3: TestS3;
const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-storage-"));
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ["fs", () => createStorage({ dataDir, storage: { driver: "fs" } })],
  ["s3", () => createStorage({ dataDir, storage: s3.storage })],
];

describe.each(drivers)("%s storage", (_name, make) => {
  it("puts and streams an object back, with its size", async () => {
    const storage = make();
    const key = newKey("png");
    const body = randomBytes(256 * 1024 + 7);
    await storage.put(key, body, "image/png");
    const object = await storage.get(key);
    expect(object?.size).toBe(body.length);
    expect(object?.stream.readable).toBe(true);
    expect((await readAll(object?.stream as Readable)).equals(body)).toBe(true);
  });

  it("serves a byte range, its end clamped to the last byte", async () => {
    const storage = make();
    const key = newKey();
    await storage.put(key, Buffer.from("0123456789"), "application/octet-stream");
    const part = await storage.get(key, { start: 2, end: 5 });
    expect(part).toMatchObject({ size: 10, range: { start: 2, end: 5 } });
    expect((await readAll(part?.stream as Readable)).toString()).toBe("2345");
    const tail = await storage.get(key, { start: 7, end: 100 });
    expect(tail?.range).toEqual({ start: 7, end: 9 });
    expect((await readAll(tail?.stream as Readable)).toString()).toBe("789");
    await expect(storage.get(key, { start: 10 })).rejects.toThrow();
  });

  it("puts a file from disk (streamed) and serves ranges of it", async () => {
    const storage = make();
    const key = newKey("webm");
    const body = randomBytes(300 * 1024 + 3);
    const source = path.join(dataDir, `source-${randomUUID()}.bin`);
    writeFileSync(source, body);
    await storage.putFile(key, source, "video/webm");
    const object = await storage.get(key);
    expect(object?.size).toBe(body.length);
    expect((await readAll(object?.stream as Readable)).equals(body)).toBe(true);
    const part = await storage.get(key, { start: 10, end: 19 });
    expect((await readAll(part?.stream as Readable)).equals(body.subarray(10, 20))).toBe(true);
    await expect(storage.putFile("../escape.webm", source, "video/webm")).rejects.toThrow(/Invalid storage key/);
    await storage.delete(key);
  });

  it("answers null for a missing object and deletes idempotently", async () => {
    const storage = make();
    const key = newKey();
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from("x"), "text/plain");
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("lists what it holds with a modification time", async () => {
    const storage = make();
    const key = newKey();
    const before = Date.now() - 5_000;
    await storage.put(key, Buffer.from("listed"), "text/plain");
    const found = [];
    for await (const object of storage.list()) if (object.key === key) found.push(object);
    expect(found).toHaveLength(1);
    expect(found[0]?.lastModified.getTime()).toBeGreaterThan(before);
    await storage.delete(key);
    expect(await listKeys(storage)).not.toContain(key);
  });

  it("refuses keys that are not plain names", async () => {
    const storage = make();
    for (const key of ["../escape.png", "a/b.png", "", ".hidden"]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("pings when reachable", async () => {
    await expect(make().ping()).resolves.toBeUndefined();
  });
});

describe("unreachable stores", () => {
  it("s3 ping throws for a missing bucket or a closed port", async () => {
    await expect(
      createStorage({ dataDir, storage: { ...s3.storage, bucket: "no-such-bucket" } }).ping(),
    ).rejects.toThrow();
    const closed = { ...s3.storage, endpoint: "http://127.0.0.1:9" };
    await expect(createStorage({ dataDir, storage: closed }).ping()).rejects.toThrow();
  });

  it("fs ping throws when the folder cannot be created", async () => {
    const blocked = path.join(dataDir, "a-file");
    await createFsStorage(dataDir).put("a-file", Buffer.from("x"), "text/plain");
    await expect(createFsStorage(path.join(blocked, "uploads")).ping()).rejects.toThrow();
  });
});

// s3rver does not enforce access control: it serves any object to an unsigned GET (its
// authentication middleware lets requests without credentials through), so the "private objects"
// guarantee cannot be asserted here. The driver sends no ACL, so S3 keeps objects private.
describe.skip("s3 privacy (s3rver does not enforce it)", () => {
  it("refuses an anonymous GET of an object URL", async () => {
    const key = newKey();
    await createStorage({ dataDir, storage: s3.storage }).put(key, Buffer.from("secret"), "text/plain");
    const res = await fetch(`${s3.endpoint}/${s3.storage.bucket}/${key}`);
    expect(res.status).toBe(403);
  });
});
