import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short-lived signed links to private files, for clients that load a file by its URL alone (an
 * `<img src>` sends no bearer header): the link names one file and an expiry, signed with a key
 * derived from the JWT secret. Anyone holding the link may read that file until it expires, so
 * links are only handed to a viewer who may read the file anyway, and live minutes.
 */
export const FILE_LINK_TTL_MS = 10 * 60 * 1000;

export const FILE_LINK_MESSAGES = {
  invalid: "This file link is not valid or has expired: open the page again for a fresh one",
} as const;

export type FileLinkSigner = (fileId: string) => string;

function keyOf(jwtSecret: string): Buffer {
  return createHmac("sha256", jwtSecret).update("vaultline file links").digest();
}

function signatureOf(key: Buffer, fileId: string, expires: number): Buffer {
  return createHmac("sha256", key).update(`${fileId}.${expires}`).digest();
}

/** Makes absolute links (under `publicUrl`) that work until `now` + FILE_LINK_TTL_MS. */
export function fileLinkSigner(deps: { jwtSecret: string; publicUrl: string; now: Date }): FileLinkSigner {
  const key = keyOf(deps.jwtSecret);
  const expires = Math.floor((deps.now.getTime() + FILE_LINK_TTL_MS) / 1000);
  return (fileId) => {
    const signature = signatureOf(key, fileId, expires).toString("base64url");
    return `${deps.publicUrl}/api/files/${fileId}?expires=${expires}&signature=${signature}`;
  };
}

/** Whether a link's expiry and signature are ours for this file and not yet past. */
export function isValidFileLink(
  deps: { jwtSecret: string; now: Date },
  fileId: string,
  link: { expires: number; signature: string },
): boolean {
  if (link.expires * 1000 <= deps.now.getTime()) return false;
  const expected = signatureOf(keyOf(deps.jwtSecret), fileId, link.expires);
  const given = Buffer.from(link.signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
