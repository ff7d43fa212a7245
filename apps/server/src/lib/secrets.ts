import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

type HashCost = { memoryCost: number; timeCost: number; parallelism: number };

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes): every password hashed outside the tests. */
export const PASSWORD_HASH_COST: Readonly<HashCost> = Object.freeze({ memoryCost: 19456, timeCost: 2, parallelism: 1 });

let hashCost: Readonly<HashCost> = PASSWORD_HASH_COST;

/**
 * The server's tests hash their members' passwords at a tiny cost (test/setup.ts): at the real one,
 * about 30 ms of CPU per sign-up made argon2 most of some files' time. Only under Vitest (which sets
 * VITEST) and never with NODE_ENV=production; `null` puts the real cost back. A check is unaffected:
 * argon2 reads the cost from the stored hash.
 */
export function setPasswordHashCostForTests(cost: Readonly<HashCost> | null): void {
  if (!process.env.VITEST || process.env.NODE_ENV === "production")
    throw new Error("The password hash cost can be lowered in the test suite only");
  hashCost = cost ?? PASSWORD_HASH_COST;
}

/**
 * A password as it is hashed and checked against the breached list: NFKC-normalised (NIST SP
 * 800-63B), so "é" typed as one code point or as "e" and a combining accent is the same password.
 */
export function normalisePassword(password: string): string {
  return password.normalize("NFKC");
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password), hashCost);
}

async function verifies(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Whether `password` matches the hash; `needsRehash` when it matched only as typed, not normalised: a
 * hash stored before passwords were normalised, which sign-in replaces with a normalised one.
 */
export async function checkPassword(
  passwordHash: string,
  password: string,
): Promise<{ matches: boolean; needsRehash: boolean }> {
  const normalised = normalisePassword(password);
  if (await verifies(passwordHash, normalised)) return { matches: true, needsRehash: false };
  if (normalised === password) return { matches: false, needsRehash: false };
  const matches = await verifies(passwordHash, password);
  return { matches, needsRehash: matches };
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await checkPassword(passwordHash, password)).matches;
}

/** A URL-safe random token (reset links) and the hash stored in its place. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: sha256(token) };
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** AES-256-GCM: iv.tag.ciphertext, base64url parts. */
export function encrypt(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

export function decrypt(sealed: string, key: Buffer): string {
  const [iv, tag, data] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !data) throw new Error("Malformed ciphertext");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}
