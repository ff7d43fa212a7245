import type { TCoursePayment, TDeposit, TWithdrawal } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { receiptOf } from "./receipt-content.ts";

const deposit: TDeposit = {
  _id: "d1",
  planId: "p1",
  planName: "Silver",
  roi: 12,
  amount: 1000,
  email: "ada@example.test",
  method: "crypto",
  currency: "BTC",
  txId: null,
  quote: null,
  proofUrl: null,
  card: null,
  status: "pending",
  denyReason: null,
  expectedAmount: null,
  withdrawalDate: null,
  payout: null,
  settleNote: null,
  decidedAt: null,
  settledAt: null,
  date: "2026-11-22T10:00:00.000Z",
};

const withdrawal: TWithdrawal = {
  _id: "w1",
  amount: 40,
  address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
  network: "BTC",
  status: "pending",
  payoutTxId: null,
  denyReason: null,
  decidedAt: null,
  createdAt: "2026-11-22T10:00:00.000Z",
};

const course: TCoursePayment = {
  _id: "c1",
  course: "monthly",
  amount: 250,
  method: "wallet",
  status: "accepted",
  denyReason: null,
  proofUrl: null,
  card: null,
  currency: null,
  txId: null,
  quote: null,
  createdAt: "2026-11-22T10:00:00.000Z",
  decidedAt: "2026-11-22T10:00:00.000Z",
};

const value = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe("receipts", () => {
  it("say a pending deposit waits for an admin and adds nothing to the wallet yet", () => {
    const r = receiptOf({ kind: "deposit", item: deposit });
    expect(r.title).toBe("Deposit received");
    expect(value(r.rows, "Amount")).toBe("$1,000.00");
    expect(value(r.rows, "Paid with")).toBe("Bitcoin");
    expect(r.next.join(" ")).toContain("Nothing is added to your wallet before then");
  });

  it("give a denied deposit's reason and an accepted one's end date as a target", () => {
    const denied = receiptOf({
      kind: "deposit",
      item: { ...deposit, status: "denied", denyReason: "No payment found" },
    });
    expect(denied.next[0]).toBe("Not accepted: No payment found.");
    const accepted = receiptOf({
      kind: "deposit",
      item: { ...deposit, status: "accepted", expectedAmount: 1120, withdrawalDate: "2027-02-22T10:00:00.000Z" },
    });
    expect(value(accepted.rows, "Expected at the end (target)")).toBe("$1,120.00");
    expect(accepted.next.join(" ")).toContain("not a promise");
  });

  it("tell a pending withdrawal that the amount is reserved and can be cancelled; a denied one is refunded", () => {
    const pending = receiptOf({ kind: "withdrawal", item: withdrawal });
    expect(pending.title).toBe("Withdrawal requested");
    expect(pending.next.join(" ")).toMatch(/reserved from your wallet.*cancel/s);
    const denied = receiptOf({
      kind: "withdrawal",
      item: { ...withdrawal, status: "denied", denyReason: "Wrong network" },
    });
    expect(denied.next).toEqual(["Not sent: Wrong network.", "The amount went back to your wallet."]);
  });

  it("open the course from an accepted payment, with how long access lasts", () => {
    const r = receiptOf({ kind: "course-payment", item: course });
    expect(r.link).toEqual({ to: "/education/learn", label: "Open the course" });
    expect(r.next[0]).toContain("3 months");
    expect(receiptOf({ kind: "course-payment", item: { ...course, course: "fullPay" } }).next[0]).toContain("for life");
  });
});
