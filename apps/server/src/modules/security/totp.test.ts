import { describe, expect, it } from "vitest";
import { isValidTotpSecret } from "../../config.ts";
import { newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, otpauthUrl, totpCode, totpStep } from "./totp.ts";

// RFC 6238 appendix B (SHA-1, secret "12345678901234567890"), last six digits of each code.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1111111111, "050471"],
    [1234567890, "005924"],
    [2000000000, "279037"],
  ])("matches RFC 6238's vector at %i s", (seconds, code) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  it.each([
    [-60_000, null],
    [-30_000, 37037036],
    [0, 37037037],
    [30_000, 37037038],
    [60_000, null],
  ])("accepts one step of drift either way (offset %i ms) and names the code's step", (offset, step) => {
    const at = new Date(1111111111 * 1000);
    const code = totpCode(RFC_SECRET, new Date(at.getTime() + offset));
    expect(totpStep(RFC_SECRET, code, at)).toBe(step);
  });

  it("refuses what is not six digits", () => {
    const at = new Date();
    expect(totpStep(RFC_SECRET, "12345", at)).toBeNull();
    expect(totpStep(RFC_SECRET, "abcdef", at)).toBeNull();
  });

  it("makes 160-bit base32 secrets and an otpauth URI for the app", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(isValidTotpSecret(secret)).toBe(true);
    expect(otpauthUrl(secret, "ada")).toBe(
      `otpauth://totp/Vaultline:ada?issuer=Vaultline&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it.each([
    ["JBSWY3DPEHPK3PXP", true],
    ["JBSWY3DPEHPK3PX", false],
    ["jbswy3dpehpk3pxp", false],
    ["JBSWY3DPEHPK3PX1", false],
  ])("checks a configured secret %s", (secret, ok) => {
    expect(isValidTotpSecret(secret)).toBe(ok);
  });
});

describe("recovery codes", () => {
  it("are ten distinct xxxxx-xxxxx codes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  });

  it.each([
    ["abcde-fghjk", "abcdefghjk"],
    [" ABCDE FGHJK ", "abcdefghjk"],
    ["oOiIl-23456", "0011123456"],
    ["abcde-fghj", null],
    ["abcde-fghju", null],
  ])("reads %j as typed", (typed, stored) => {
    expect(normalizeRecoveryCode(typed)).toBe(stored);
  });
});
