import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

// TOTP as every authenticator app does it (RFC 6238 defaults): HMAC-SHA1, 6 digits, 30-second steps.
// One step of clock drift either way is accepted, as RFC 6238 §5.2 recommends.
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;
const ISSUER = "Vaultline";

/** A fresh 160-bit secret (RFC 4226 §4), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(base32: string, label = "") {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(base32),
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD,
  });
}

/** The otpauth:// URI a QR code carries (Key Uri Format), labelled with the member's username. */
export function otpauthUrl(base32: string, username: string): string {
  return totp(base32, username).toString();
}

/** The code for `at` (tests and the bootstrap check). */
export function totpCode(base32: string, at: Date): string {
  return totp(base32).generate({ timestamp: at.getTime() });
}

/** A six-digit code (the app's), as opposed to a recovery code. */
export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ""));
}

/**
 * The time step a code belongs to, if it is right at `now` (within one step either way), else null.
 * The caller accepts it only for a step later than the last one used, so no code works twice.
 */
export function totpStep(base32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(base32).validate({ token, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
}

// Crockford's base32 alphabet: no I, L, O or U to misread. 10 characters = 50 random bits.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const RECOVERY_LENGTH = 10;
export const RECOVERY_CODE_COUNT = 10;

/** Ten single-use recovery codes, shown once as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(RECOVERY_LENGTH), (b) => ALPHABET[b & 31]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, dashes or spaces, O for 0, I or L for 1) in its stored form, or null. */
export function normalizeRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
  if (plain.length !== RECOVERY_LENGTH || [...plain].some((c) => !ALPHABET.includes(c))) return null;
  return plain;
}
