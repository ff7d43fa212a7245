import { constants, createReadStream } from "node:fs";
import { access, copyFile, mkdir, open, opendir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";

/** Inclusive byte offsets; `end` is clamped to the object's last byte. */
export type ByteRange = { start: number; end?: number };

export type StoredObject = {
  stream: Readable;
  /** The whole object's size in bytes, also when a range was asked for. */
  size: number;
  contentType?: string;
  /** The bytes the stream carries, when a range was asked for. */
  range?: { start: number; end: number };
};

export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from disk without reading it into memory (large uploads such as lesson videos). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** Streams the object; null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  list(): AsyncIterable<{ key: string; lastModified: Date }>;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
};

// Keys are our own random names (`<uuid>.<ext>`); anything else is refused so no key can leave the store.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

function checkRange(range: ByteRange): void {
  const { start, end } = range;
  const isValid =
    Number.isSafeInteger(start) && start >= 0 && (end === undefined || (Number.isSafeInteger(end) && end >= start));
  if (!isValid) throw new RangeError(`Invalid byte range ${start}-${end ?? ""}`);
}

/** The bytes served for `range`: `end` clamped to the last byte; a start past it is a RangeError. */
function servedRange(range: ByteRange, size: number): { start: number; end: number } {
  checkRange(range);
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (range.start > end) throw new RangeError(`Range ${range.start}- cannot be served from ${size} bytes`);
  return { start: range.start, end };
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

export function createFsStorage(root: string): Storage {
  const full = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, body) {
      await mkdir(root, { recursive: true });
      await writeFile(full(key), body, { flag: "wx" });
    },
    async putFile(key, filePath) {
      await mkdir(root, { recursive: true });
      await copyFile(filePath, full(key), constants.COPYFILE_EXCL);
    },
    async get(key, range) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(full(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const served = range ? servedRange(range, size) : undefined;
        const stream = handle.createReadStream({ start: served?.start, end: served?.end });
        return { stream, size, range: served };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await unlink(full(key)).catch((error) => {
        if (!isMissing(error)) throw error;
      });
    },
    async *list() {
      let dir: Awaited<ReturnType<typeof opendir>>;
      try {
        dir = await opendir(root);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for await (const entry of dir) {
        if (!entry.isFile()) continue;
        const info = await stat(path.join(root, entry.name)).catch(() => null);
        if (info) yield { key: entry.name, lastModified: info.mtime };
      }
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

type S3Sdk = typeof import("@aws-sdk/client-s3");

export function createS3Storage(config: Extract<Config["storage"], { driver: "s3" }>): Storage {
  // The SDK is loaded when the bucket is first used, not at start: about 20 MiB of memory that a
  // server storing its files on disk never needs.
  let opened: Promise<{ s3: S3Sdk; client: S3Client }> | undefined;
  const connect = () => (opened ??= import("@aws-sdk/client-s3").then((s3) => ({ s3, client: newClient(s3) })));
  const newClient = (s3: S3Sdk) =>
    new s3.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // S3-compatible servers (s3rver, older MinIO) do not understand the newer checksum trailers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: { connectionTimeout: 5_000 },
    });
  const Bucket = config.bucket;
  const isNoSuchKey = (s3: S3Sdk, error: unknown) =>
    error instanceof s3.S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);
  return {
    async put(key, body, contentType) {
      const { s3, client } = await connect();
      // No ACL: objects stay private and are served only through /api/files/:id.
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async putFile(key, filePath, contentType) {
      const Key = checkKey(key);
      const { s3, client } = await connect();
      const { size } = await stat(filePath);
      // A stream with its length: the SDK sends it as one PUT (up to 5 GB) without buffering it.
      const Body = createReadStream(filePath);
      try {
        await client.send(
          new s3.PutObjectCommand({ Bucket, Key, Body, ContentType: contentType, ContentLength: size }),
        );
      } finally {
        Body.destroy();
      }
    },
    async get(key, range) {
      if (range) checkRange(range);
      const { s3, client } = await connect();
      try {
        const out = await client.send(
          new s3.GetObjectCommand({
            Bucket,
            Key: checkKey(key),
            Range: range ? `bytes=${range.start}-${range.end ?? ""}` : undefined,
          }),
        );
        const stream = out.Body as Readable;
        if (!range) return { stream, size: out.ContentLength ?? 0, contentType: out.ContentType };
        // "bytes 0-9/100": the served bytes and the whole size.
        const [, start, end, size] = (/^bytes (\d+)-(\d+)\/(\d+)$/.exec(out.ContentRange ?? "") ?? []).map(Number);
        if (start === undefined || end === undefined || size === undefined) {
          stream.destroy();
          throw new Error(`Unexpected Content-Range: ${out.ContentRange}`);
        }
        return { stream, size, contentType: out.ContentType, range: { start, end } };
      } catch (error) {
        if (isNoSuchKey(s3, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const Key = checkKey(key);
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key })).catch((error) => {
        if (!isNoSuchKey(s3, error)) throw error;
      });
    },
    async *list() {
      const { s3, client } = await connect();
      for await (const page of s3.paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
        }
      }
    },
    async ping() {
      const { s3, client } = await connect();
      await client.send(new s3.HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(5_000) });
    },
  };
}

/** The store chosen by config: files under `$DATA_DIR/uploads`, or an S3 bucket. */
export function createStorage(config: Pick<Config, "dataDir" | "storage">): Storage {
  return config.storage.driver === "s3" ? createS3Storage(config.storage) : createFsStorage(uploadsDir(config.dataDir));
}
