import type { TAdminWithdrawal } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { withdrawalDecision } from "./decisions.ts";

const w: TAdminWithdrawal = {
  id: "w1",
  amount: 15000,
  address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
  network: "BTC",
  status: "pending",
  payoutTxId: null,
  denyReason: null,
  decidedAt: null,
  createdAt: "2026-11-22T10:00:00.000Z",
  user: { id: "u1", username: "grace", email: "grace@example.test", name: { firstname: "Grace", lastname: "Hopper" } },
  firstApproval: null,
  needsTwoApprovals: true,
  addressSavedAt: null,
  payout: null,
  payoutTx: null,
  paidAt: null,
  canSimulatePayout: false,
  simulatedPayoutTxId: null,
};

describe("what an admin is told after a withdrawal decision", () => {
  it("says a first approval still waits for a second admin, and a denial refunds the wallet", () => {
    const first = withdrawalDecision({
      ...w,
      firstApproval: { adminId: "a1", username: "boss", name: "Ada Boss", at: "2026-11-22T10:05:00.000Z" },
    });
    expect(first.title).toBe("First approval recorded (1 of 2)");
    expect(first.facts[1]).toContain("second, different admin");
    const denied = withdrawalDecision({ ...w, status: "denied", denyReason: "Sanctioned address" });
    expect(denied.facts).toEqual([
      "$15,000.00 to Bitcoin address bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4, for @grace",
      "Reason given: Sanctioned address.",
      "The amount went back to the wallet. The member was e-mailed.",
    ]);
  });
});
