import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testRows } from "../../../test/factories/rows.ts";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { users } from "../../db/schema.ts";

// Whether a decision locks the member's row, seen on the row itself: PostgreSQL (PGlite too) stamps
// a locked row's xmax with the locking transaction, and the stamp stays after the commit. (Holding
// the lock in another session and watching the decision wait would need a server: PGlite runs one
// transaction at a time.)
const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });

async function memberRowStamp(userId: string): Promise<string> {
  const [row] = await app.db
    .select({ xmax: sql<string>`${users}.xmax::text` })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error("no such member");
  return row.xmax;
}

const deny = (kind: "deposits" | "course-payments", id: string) =>
  call(app, {
    method: "POST",
    url: `/api/admin/${kind}/${id}/deny`,
    headers: admin.auth,
    payload: { reason: "Not received" },
  });

describe("the member's row lock in a decision", () => {
  it("is taken by default: a course payment's denial locks the member before the payment", async () => {
    const { user } = await createTestUser(app);
    const payment = await testRows.coursePayment(app.db, user.id);
    const before = await memberRowStamp(user.id);
    expect((await deny("course-payments", payment.id)).status).toBe(200);
    expect(await memberRowStamp(user.id)).not.toBe(before);
  });

  it("is skipped with locksOwner: false: a deposit's denial leaves the member's row unlocked", async () => {
    const { user } = await createTestUser(app);
    const deposit = await testRows.deposit(app.db, user.id);
    const before = await memberRowStamp(user.id);
    expect((await deny("deposits", deposit.id)).status).toBe(200);
    expect(await memberRowStamp(user.id)).toBe(before);
  });
});
