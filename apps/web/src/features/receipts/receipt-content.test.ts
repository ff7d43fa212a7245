import type { TCoursePayment, TWithdrawal } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { testDeposit, testPosition } from "../../test/deposits.ts";
import { receiptOf } from "./receipt-content.ts";

const deposit = testDeposit();

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

  it("give a denied deposit's reason, and an invested one's units, value and holding end with no promise", () => {
    const denied = receiptOf({
      kind: "deposit",
      item: { ...deposit, status: "denied", denyReason: "No payment found" },
    });
    expect(denied.next[0]).toBe("Not accepted: No payment found.");
    const invested = receiptOf({
      kind: "deposit",
      item: { ...deposit, status: "accepted", expectedAmount: 1052.3, position: testPosition() },
    });
    expect(invested.statusLabel).toBe("Invested");
    expect(value(invested.rows, "Units bought")).toBe("1,000.000000");
    expect(value(invested.rows, "Value now")).toBe("$1,052.30");
    expect(value(invested.rows, "Holding period ends")).toBe("December 22, 2026");
    expect(invested.rows.find((r) => r.label === "Units moved to wallet")).toBeUndefined();
    expect(invested.next.join(" ")).toContain("fall below what you paid in");
    expect(invested.next.join(" ")).toContain("From December 22, 2026");
    const text = JSON.stringify(invested);
    expect(text).not.toMatch(/target|expected|profit|guarantee/i);
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
