// Runs before each of the server's test files (vitest.config.ts, setupFiles).
import { setPasswordHashCostForTests } from "../src/lib/secrets.ts";

/**
 * argon2id's smallest cost (8 KiB, 1 pass): the members the tests sign up are hashed in microseconds
 * instead of about 30 ms of CPU each. lib/secrets.test.ts checks the real cost, which every process
 * outside the tests uses (the admin CLI's processes in its test included).
 */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

setPasswordHashCostForTests(TEST_PASSWORD_HASH_COST);
