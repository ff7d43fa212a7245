import { MESSAGES, type TProfilePicture } from "@vaultline/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage } from "../../lib/storage.ts";
import type { Upload } from "../files/index.ts";
import { deleteStoredFiles, fileUrl, IMAGE_MESSAGES, reencodeImage, withFileWrites } from "../files/index.ts";
import type { UserRow } from "../users/index.ts";

export const PICTURE_SIZE = 512;

export const PROFILE_MESSAGES = {
  notShown:
    "Your file was saved, but it cannot be shown as a picture, so your initials are shown instead. Upload a PNG, JPEG or WebP photo to show it.",
  tooManyPixels: MESSAGES.imageTooManyPixels,
  unreadable: IMAGE_MESSAGES.unreadable,
} as const;

type Prepared = { upload: Upload; isShown: boolean };

/**
 * Images are re-encoded to a WebP of at most 512 px without metadata (no GPS, no camera data).
 * A PDF, or a HEIC this server's image library cannot decode, is kept as uploaded but never
 * shown: there is no honest way to turn it into a picture here.
 */
export async function preparePicture(upload: Upload): Promise<Prepared> {
  if (upload.mime === "application/pdf") return { upload, isShown: false };
  try {
    return { upload: await reencodeImage(upload, PICTURE_SIZE), isShown: true };
  } catch (error) {
    const isUnreadable = error instanceof AppError && error.message === IMAGE_MESSAGES.unreadable;
    if (isUnreadable && upload.mime === "image/heic") return { upload, isShown: false };
    throw error;
  }
}

/** Sets the profile picture of `target` (the caller or, for admins, anyone). */
export async function uploadProfilePicture(
  db: Db,
  storage: Storage,
  input: { viewer: UserRow; target: UserRow; upload: Upload },
): Promise<TProfilePicture> {
  const prepared = await preparePicture(input.upload);
  const { picture, replaced } = await withFileWrites(storage, [prepared.upload], (writes) =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ imageFileId: users.imageFileId })
        .from(users)
        .where(eq(users.id, input.target.id))
        .for("update");
      const fileId = await writes.store(tx, prepared.upload, { kind: "avatar", ownerId: input.target.id });
      const imageFileId = prepared.isShown ? fileId : null;
      await tx.update(users).set({ imageFileId }).where(eq(users.id, input.target.id));
      // The previous picture is no longer anyone's: drop its row now and its bytes after commit.
      const old = before?.imageFileId
        ? await tx
            .delete(files)
            .where(and(eq(files.id, before.imageFileId), eq(files.kind, "avatar")))
            .returning({ storedName: files.storedName })
        : [];
      return {
        replaced: old.map((f) => f.storedName),
        picture: {
          imageUrl: fileUrl(imageFileId),
          isShown: prepared.isShown,
          notice: prepared.isShown ? null : PROFILE_MESSAGES.notShown,
        },
      };
    }),
  );
  await deleteStoredFiles(storage, replaced);
  return picture;
}
