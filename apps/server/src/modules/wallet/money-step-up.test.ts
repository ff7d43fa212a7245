import { SECURITY_MESSAGES, WALLET_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { walletOf } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, signInAgain } from "../../../test/helpers.ts";
import { manualClock } from "../../lib/clock.ts";

// Crediting an exception, approving a withdrawal, an adjustment or a treasury order, and recording a
// payout or a treasury fill need the admin's second factor within the last 5 minutes, as members'
// sensitive changes do.
const clock = manualClock(new Date("2026-11-20T10:00:00.000Z"));
const app = await createTestApp({}, { clock });
const ID = "00000000-0000-4000-8000-000000000001";
const MONEY_DECISIONS: [string, object | undefined][] = [
  [`/api/admin/deposits/${ID}/settle-exception`, { rate: "quote" }],
  [`/api/admin/withdrawals/${ID}/approve`, {}],
  [`/api/admin/withdrawals/${ID}/payout`, { payoutTxId: "a".repeat(64) }],
  [`/api/admin/adjustments/${ID}/approve`, undefined],
  [`/api/admin/treasury/orders/${ID}/approve`, undefined],
  [`/api/admin/treasury/orders/${ID}/fills`, { exchange: "Kraken", csv: "x" }],
];

describe("an admin's money decision", () => {
  it("asks for the second factor again once the last one is more than 5 minutes old", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    clock.advance(6 * 60_000);
    for (const [url, payload] of MONEY_DECISIONS) {
      const res = await call(app, { method: "POST", url, headers: admin.auth, payload });
      expect({ url, status: res.status }).toEqual({ url, status: 403 });
      expect(res.body.details).toEqual([{ field: "stepUp", message: SECURITY_MESSAGES.stepUpRequired }]);
    }
  });

  it("moves the money once the second factor is fresh, and not before", async () => {
    const first = await createTestUser(app, { isAdmin: true });
    const second = await createTestUser(app, { isAdmin: true });
    const member = await createTestUser(app);
    const requested = await call(app, {
      method: "POST",
      url: "/api/admin/users/balance",
      headers: first.auth,
      payload: { userId: member.user.id, amount: 20_000, reason: "large test adjustment" },
    });
    expect(requested.body.message).toBe(WALLET_MESSAGES.awaitingSecondAdmin);
    const url = `/api/admin/adjustments/${requested.body.data.pendingAdjustmentId}/approve`;
    clock.advance(6 * 60_000);
    const stale = await call(app, { method: "POST", url, headers: second.auth });
    expect(stale.status).toBe(403);
    expect(await walletOf(app, member)).toBe(0);

    const fresh = await signInAgain(app, second);
    const approved = await call(app, { method: "POST", url, headers: fresh.auth });
    expect(approved.status).toBe(200);
    expect(await walletOf(app, member)).toBe(20_000);
  });
});
