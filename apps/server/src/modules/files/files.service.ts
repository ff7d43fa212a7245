import { randomUUID } from "node:crypto";
import { MESSAGES } from "@vaultline/shared";
import { eq, inArray } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { files, type UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage, StoredObject } from "../../lib/storage.ts";
import type { Upload } from "./uploads.ts";

export { uploadsDir } from "../../lib/storage.ts";

export type FileKind =
  | "proof"
  | "identity"
  | "avatar"
  | "review"
  | "course_image"
  | "course_video"
  | "member_review"
  | "treasury_statement";
// Course videos are not public: they are served through the lesson, after the access check. A
// member's review image becomes public only when the review is published (modules/reviews).
const PUBLIC_KINDS: ReadonlySet<FileKind> = new Set(["avatar", "course_image"]);

/** The URL a stored file is fetched from; private files need the bearer token there. */
export function fileUrl(fileId: string | null): string | null {
  return fileId ? `/api/files/${fileId}` : null;
}

export type FileWrites = {
  /** Records an upload whose bytes are already stored (it must be one passed to withFileWrites); returns the file id. */
  store(tx: Db, upload: Upload, meta: { kind: FileKind; ownerId: string | null }): Promise<string>;
};

/**
 * Writes the uploads' bytes first, then runs `work` (the transaction that records and links them
 * with `writes.store`). If `work` throws, every object written is deleted again; objects it did not
 * record are deleted too. The bytes go before the transaction so no row lock or connection is held
 * during the upload to the store; a crash in between leaves an orphan that sweepOrphanFiles removes.
 */
export async function withFileWrites<T>(
  storage: Storage,
  uploads: Upload[],
  work: (writes: FileWrites) => Promise<T>,
): Promise<T> {
  const keys = new Map<Upload, string>();
  const recordedIn = new Map<string, Db>();
  // allSettled: a failed put must not leave a sibling still writing after the clean-up.
  const puts = await Promise.allSettled(
    uploads.map((upload) => {
      const key = `${randomUUID()}.${upload.ext}`;
      keys.set(upload, key);
      return storage.put(key, upload.buffer, upload.mime);
    }),
  );
  const failed = puts.find((p) => p.status === "rejected");
  if (failed) {
    await deleteStoredFiles(storage, [...keys.values()]);
    throw failed.reason;
  }
  const writes: FileWrites = {
    async store(tx, upload, meta) {
      const storedName = keys.get(upload);
      // Once per transaction: a transaction that is run again (after a deadlock) records it anew.
      if (!storedName || recordedIn.get(storedName) === tx) {
        throw new Error("store() takes an upload given to withFileWrites, once");
      }
      recordedIn.set(storedName, tx);
      const row = returnedRow(
        await tx
          .insert(files)
          .values({
            ownerId: meta.ownerId,
            kind: meta.kind,
            storedName,
            mime: upload.mime,
            sizeBytes: upload.buffer.length,
            isPublic: PUBLIC_KINDS.has(meta.kind),
          })
          .returning({ id: files.id }),
        "file insert",
      );
      return row.id;
    },
  };
  let result: T;
  try {
    result = await work(writes);
  } catch (error) {
    await deleteStoredFiles(storage, [...keys.values()]);
    throw error;
  }
  await deleteStoredFiles(
    storage,
    [...keys.values()].filter((key) => !recordedIn.has(key)),
  );
  return result;
}

/** Deletes objects no row names any more (after the commit that removed their rows). */
export async function deleteStoredFiles(storage: Storage, storedNames: string[]): Promise<void> {
  // A failed delete only leaves an orphan, which sweepOrphanFiles removes later.
  await Promise.all(storedNames.map((name) => storage.delete(name).catch(() => {})));
}

// Only names we generate are swept, so a bucket shared with anything else keeps its other objects.
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;

/**
 * Deletes stored objects older than `olderThan` that no `files` row names: bytes written by a
 * request that crashed before its transaction committed. Returns how many were deleted.
 */
export async function sweepOrphanFiles(db: Db, storage: Storage, options: { olderThan: Date }): Promise<number> {
  let deleted = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const known = await db.select({ name: files.storedName }).from(files).where(inArray(files.storedName, batch));
    const kept = new Set(known.map((k) => k.name));
    for (const key of batch) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      deleted += 1;
    }
    batch = [];
  };
  for await (const object of storage.list()) {
    if (STORED_NAME.test(object.key) && object.lastModified < options.olderThan) batch.push(object.key);
    if (batch.length >= 500) await sweep();
  }
  if (batch.length) await sweep();
  return deleted;
}

/**
 * A file the viewer may read: public ones to anyone, private ones to their owner and admins, or to
 * whoever holds a valid signed link to it (`isSignedLink`, checked by the caller).
 */
export async function getReadableFile(
  db: Db,
  storage: Storage,
  fileId: string,
  viewer: UserRow | null,
  isSignedLink = false,
): Promise<{ object: StoredObject; mime: string; isPublic: boolean }> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw new AppError("NOT_FOUND", "File not found");
  if (!row.isPublic && !isSignedLink) {
    if (!viewer) throw new AppError("UNAUTHENTICATED", MESSAGES.unauthenticated);
    if (!viewer.isAdmin && viewer.id !== row.ownerId) throw new AppError("NOT_FOUND", "File not found");
  }
  const object = await storage.get(row.storedName);
  if (!object) throw new AppError("NOT_FOUND", "File not found");
  return { object, mime: row.mime, isPublic: row.isPublic };
}
