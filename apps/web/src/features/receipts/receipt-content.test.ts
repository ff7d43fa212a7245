import type { TCoursePayment, TWithdrawal } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { testDeposit, testPosition } from "../../test/deposits.ts";
import { receiptOf } from "./receipt-content.ts";

const deposit = testDeposit();

const withdrawal: TWithdrawal = {
  id: "w1",
  amount: 40,
  address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
  network: "BTC",
  status: "pending",
  payoutTxId: null,
  denyReason: null,
  decidedAt: null,
  createdAt: "2026-11-22T10:00:00.000Z",
  payout: {
    quoteId: "q1",
    coinAmount: "0.00059000",
    coinSymbol: "BTC",
    rate: 67_800,
    rateAt: "2026-11-22T09:59:30.000Z",
    quotedAt: "2026-11-22T09:59:30.000Z",
    networkFee: "0.00000500",
    arrives: "0.00058500",
  },
  payoutTx: null,
  paidAt: null,
};

const course: TCoursePayment = {
  id: "c1",
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

  it("say an approved withdrawal's payout is queued, and a paid one links to its transaction", () => {
    const queued = receiptOf({ kind: "withdrawal", item: { ...withdrawal, status: "approved" } });
    expect(queued.statusLabel).toBe("Approved, payout queued");
    expect(queued.next.join(" ")).toContain("the coins have not been sent yet");
    expect(queued.rows.find((r) => r.label === "Payout transaction")).toBeUndefined();
    expect(value(queued.rows, "What arrives")).toBe("0.00058500 BTC");
    const txid = "a".repeat(64);
    const paid = receiptOf({
      kind: "withdrawal",
      item: {
        ...withdrawal,
        status: "paid",
        payoutTxId: txid,
        paidAt: "2026-11-23T10:00:00.000Z",
        payoutTx: {
          txid,
          explorerUrl: `https://explorer.example/tx/${txid}`,
          isChecked: true,
          paidAmount: "0.00058500",
          confirmations: 1,
          confirmationsNeeded: 2,
          checkedAt: "2026-11-23T10:00:00.000Z",
          isSimulated: false,
        },
      },
    });
    expect(paid.title).toBe("Withdrawal paid");
    expect(paid.statusLabel).toBe("Withdrawal paid");
    expect(paid.rows.find((r) => r.label === "Payout transaction")).toMatchObject({
      value: txid,
      href: `https://explorer.example/tx/${txid}`,
    });
    expect(value(paid.rows, "Checked on the chain")).toBe("yes: 0.00058500 BTC to your address, 1 confirmation then");

    // Recorded before the chain confirmed it once: sent, not yet paid.
    const sent = receiptOf({
      kind: "withdrawal",
      item: {
        ...withdrawal,
        status: "paid",
        payoutTxId: txid,
        paidAt: "2026-11-23T10:00:00.000Z",
        payoutTx: {
          txid,
          explorerUrl: null,
          isChecked: true,
          paidAmount: "0.00058500",
          confirmations: 0,
          confirmationsNeeded: 2,
          checkedAt: "2026-11-23T10:00:00.000Z",
          isSimulated: true,
        },
      },
    });
    expect(sent.title).toBe("Withdrawal sent");
    expect(sent.statusLabel).toBe("Sent, 0 of 2 confirmations");
    expect(sent.rows.find((r) => r.label === "Paid")).toBeUndefined();
  });

  it("open the course from an accepted payment, with how long access lasts", () => {
    const r = receiptOf({ kind: "course-payment", item: course });
    expect(r.link).toEqual({ to: "/education/learn", label: "Open the course" });
    expect(r.next[0]).toContain("3 months");
    expect(receiptOf({ kind: "course-payment", item: { ...course, course: "fullPay" } }).next[0]).toContain("for life");
  });
});
