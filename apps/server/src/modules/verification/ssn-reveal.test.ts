import { SSN_REVEALS_PER_DAY, VERIFICATION_MESSAGES } from "@vaultline/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { submitDocuments } from "../../../test/factories/verification.ts";
import { call, createTestApp, createTestUser, signInAgain, type TestUser } from "../../../test/helpers.ts";
import { auditLog } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";

const clock = manualClock(new Date("2026-11-20T09:00:00Z"));
const app = await createTestApp({}, { clock });
const REASON = "Matching the number on the tax form";

async function pendingRequest(): Promise<string> {
  const res = await submitDocuments(app, await createTestUser(app));
  expect(res.status).toBe(201);
  return res.body.data.id;
}
const reveal = (id: string, who: TestUser, payload: Record<string, unknown> = { reason: REASON }) =>
  call(app, { method: "POST", url: `/api/admin/verifications/${id}/ssn`, headers: who.auth, payload });

describe("revealing an SSN", () => {
  it("shows the whole number to an admin who gives a reason, and writes it to the audit log", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const id = await pendingRequest();
    const res = await reveal(id, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(VERIFICATION_MESSAGES.ssnRevealed);
    expect(res.body.data).toEqual({ ssn: "234-56-6789", revealsLeftToday: SSN_REVEALS_PER_DAY - 1 });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "verification.ssn_reveal")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: admin.user.id, reason: REASON, createdAt: clock.now() });
    // The audit entry itself holds no SSN.
    expect(JSON.stringify(audit[0])).not.toContain("6789");
  });

  it("refuses without a reason, and reveals and records nothing", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const id = await pendingRequest();
    for (const payload of [{}, { reason: "because" }]) {
      const res = await reveal(id, admin, payload);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(VERIFICATION_MESSAGES.ssnRevealReason);
      expect(JSON.stringify(res.body)).not.toContain("234-56");
    }
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.adminId, admin.user.id));
    expect(audit).toEqual([]);
  });

  it(`allows ${SSN_REVEALS_PER_DAY} reveals per admin in 24 hours, then 429 until the oldest is a day old`, async () => {
    const first = await createTestUser(app, { isAdmin: true });
    const other = await createTestUser(app, { isAdmin: true });
    const id = await pendingRequest();
    const start = clock.now();
    for (let i = 0; i < SSN_REVEALS_PER_DAY; i++) {
      expect((await reveal(id, first)).body.data.revealsLeftToday).toBe(SSN_REVEALS_PER_DAY - 1 - i);
      clock.advance(60_000);
    }
    const refused = await reveal(id, first);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(VERIFICATION_MESSAGES.ssnRevealLimit(SSN_REVEALS_PER_DAY));
    expect(JSON.stringify(refused.body)).not.toContain("234-56");
    // Another admin has their own allowance.
    expect((await reveal(id, other)).status).toBe(200);
    // A day after the first reveal, one is free again (admin sessions idle out: sign in again).
    clock.set(new Date(start.getTime() + 24 * 60 * 60 * 1000 + 1));
    const again = await signInAgain(app, first);
    const after = await reveal(id, again);
    expect(after.status).toBe(200);
    expect(after.body.data.revealsLeftToday).toBe(0);
  });

  it("answers 404 for an unknown request", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const res = await reveal("00000000-0000-4000-8000-000000000000", admin);
    expect(res.status).toBe(404);
  });
});
