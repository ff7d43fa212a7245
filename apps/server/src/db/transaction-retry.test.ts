import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, createTestUser } from "../../test/helpers.ts";
import { users } from "./schema.ts";
import { TRANSACTION_ATTEMPTS } from "./transaction-retry.ts";

const app = await createTestApp();

const conflict = (code: string) => Object.assign(new Error("could not serialize access"), { code });

describe("db.transaction after a deadlock or a serialization failure", () => {
  it.each(["40P01", "40001"])("runs again after %s and commits once", async (code) => {
    const u = await createTestUser(app);
    let runs = 0;
    await app.db.transaction(async (tx) => {
      runs++;
      await tx
        .update(users)
        .set({ lastName: `Run${runs}` })
        .where(eq(users.id, u.user.id));
      if (runs === 1) throw conflict(code);
    });
    expect(runs).toBe(2);
    const [row] = await app.db.select({ lastName: users.lastName }).from(users).where(eq(users.id, u.user.id));
    expect(row?.lastName).toBe("Run2");
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs, and other errors are not retried`, async () => {
    let runs = 0;
    await expect(
      app.db.transaction(async () => {
        runs++;
        throw conflict("40P01");
      }),
    ).rejects.toMatchObject({ code: "40P01" });
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    runs = 0;
    await expect(
      app.db.transaction(async () => {
        runs++;
        throw conflict("23505");
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect(runs).toBe(1);
  });

  // Two transactions that lock two rows in opposite orders: PostgreSQL fails one, which runs again.
  it.skipIf(!process.env.DATABASE_URL)("lets both of two deadlocking transactions commit", async () => {
    const [a, b] = [await createTestUser(app), await createTestUser(app)];
    let locked = 0;
    let runs = 0;
    const bothLocked = async () => {
      while (locked < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const lockBoth = (first: string, second: string) =>
      app.db.transaction(async (tx) => {
        runs++;
        await tx.execute(sql`SELECT id FROM users WHERE id = ${first} FOR UPDATE`);
        if (runs <= 2) {
          locked++;
          await bothLocked();
        }
        await tx.execute(sql`SELECT id FROM users WHERE id = ${second} FOR UPDATE`);
        return "committed";
      });
    const results = await Promise.all([lockBoth(a.user.id, b.user.id), lockBoth(b.user.id, a.user.id)]);
    expect(results).toEqual(["committed", "committed"]);
    expect(runs).toBe(3);
  });
});
