import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_PASSWORD_HASH_COST } from "../../test/setup.ts";
import { checkPassword, hashPassword, PASSWORD_HASH_COST, setPasswordHashCostForTests } from "./secrets.ts";

describe("the password hash's cost", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    setPasswordHashCostForTests(TEST_PASSWORD_HASH_COST);
  });

  it("is OWASP's argon2id minimum outside the tests: 19 MiB, 2 passes, 1 lane", async () => {
    expect(PASSWORD_HASH_COST).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    setPasswordHashCostForTests(null);
    const stored = await hashPassword("quiet-harbor-71");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await checkPassword(stored, "quiet-harbor-71")).toEqual({ matches: true, needsRehash: false });
  });

  it("is lowered for the test suite only, and a hash at either cost is checked by what it records", async () => {
    const cheap = await hashPassword("quiet-harbor-71");
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect((await checkPassword(cheap, "quiet-harbor-71")).matches).toBe(true);
    expect((await checkPassword(cheap, "quiet-harbor-72")).matches).toBe(false);
  });

  it("cannot be lowered outside Vitest or in production", () => {
    vi.stubEnv("VITEST", "");
    expect(() => setPasswordHashCostForTests(TEST_PASSWORD_HASH_COST)).toThrow(/test suite only/);
    vi.stubEnv("VITEST", "true");
    vi.stubEnv("NODE_ENV", "production");
    expect(() => setPasswordHashCostForTests(TEST_PASSWORD_HASH_COST)).toThrow(/test suite only/);
  });
});
