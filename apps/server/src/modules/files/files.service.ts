import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { UserRow } from "../users/users.service.ts";
import type { Upload } from "./uploads.ts";

export type FileKind = "proof" | "identity" | "avatar" | "review";
const PUBLIC_KINDS: ReadonlySet<FileKind> = new Set(["avatar", "review"]);

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** The URL a stored file is fetched from; private files need the bearer token there. */
export function fileUrl(fileId: string | null): string | null {
  return fileId ? `/api/files/${fileId}` : null;
}

/**
 * Writes the bytes under a random name and records them. Call inside the transaction that links
 * the file to its record; if the insert fails the bytes are removed again.
 */
export async function storeFile(
  tx: Db,
  dataDir: string,
  upload: Upload,
  meta: { kind: FileKind; ownerId: string | null },
): Promise<string> {
  const dir = uploadsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const storedName = `${randomUUID()}.${upload.ext}`;
  const fullPath = path.join(dir, storedName);
  await writeFile(fullPath, upload.buffer, { flag: "wx" });
  try {
    const [row] = await tx
      .insert(files)
      .values({
        ownerId: meta.ownerId,
        kind: meta.kind,
        storedName,
        mime: upload.mime,
        sizeBytes: upload.buffer.length,
        isPublic: PUBLIC_KINDS.has(meta.kind),
      })
      .returning({ id: files.id });
    if (!row) throw new Error("file insert returned nothing");
    return row.id;
  } catch (error) {
    await unlink(fullPath).catch(() => {});
    throw error;
  }
}

/** A file the viewer may read: public ones to anyone, private ones to their owner and admins. */
export async function getReadableFile(
  db: Db,
  dataDir: string,
  fileId: string,
  viewer: UserRow | null,
): Promise<{ path: string; mime: string; isPublic: boolean }> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw new AppError("NOT_FOUND", "File not found");
  if (!row.isPublic) {
    if (!viewer) throw new AppError("UNAUTHENTICATED", MESSAGES.unauthenticated);
    if (!viewer.isAdmin && viewer.id !== row.ownerId) throw new AppError("NOT_FOUND", "File not found");
  }
  return { path: path.join(uploadsDir(dataDir), row.storedName), mime: row.mime, isPublic: row.isPublic };
}
