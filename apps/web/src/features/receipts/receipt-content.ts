import {
  COIN_LABELS,
  COIN_SYMBOLS,
  COURSE_LABELS,
  formatPlanUnits,
  PAYMENT_CHECK_SENTENCES,
  type TCoursePayment,
  type TDeposit,
  type TWithdrawal,
  WITHDRAWAL_STATUS_LABELS,
  withdrawalStatusLabel,
} from "@vaultline/shared";
import { paths } from "../../config/paths.ts";
import { depositStatusLabel, formatDate, formatDateTime, formatDollars, formatUnits } from "../../lib/format.ts";
import type { TReceiptSource } from "./api/get-receipt.ts";

export type ReceiptStatus = "pending" | "accepted" | "approved" | "paid" | "denied" | "withdrawn" | "cancelled";

/** What a receipt says: what happened, the facts, what happens next and when. */
export type Receipt = {
  title: string;
  status: ReceiptStatus;
  statusLabel: string;
  /** `href`: the value links to its evidence (a transaction on an explorer). */
  rows: { label: string; value: string; isCode?: boolean; href?: string }[];
  next: string[];
  link: { to: string; label: string } | null;
};

const METHOD_LABELS = { crypto: "Crypto transfer", card: "Card", wallet: "Wallet balance" } as const;

function coinOf(coin: TDeposit["currency"]): string {
  return coin ? COIN_LABELS[coin].withNetwork : "not stated";
}

/** The rows a crypto payment (a deposit, a course payment) adds: its quote, transaction and decision. */
function paymentRows(p: Pick<TDeposit, "quote" | "txId" | "decidedAt">): Receipt["rows"] {
  return [
    ...(p.quote
      ? [
          { label: "Quoted coin amount", value: `${p.quote.coinAmount} ${p.quote.coinSymbol}` },
          { label: "Pay-in address", value: p.quote.address, isCode: true },
        ]
      : []),
    ...(p.txId ? [{ label: "Transaction id", value: p.txId, isCode: true }] : []),
    ...(p.decidedAt ? [{ label: "Decided", value: formatDateTime(p.decidedAt) }] : []),
  ];
}

function depositReceipt(d: TDeposit): Receipt {
  const rows: Receipt["rows"] = [
    { label: "Plan", value: d.planName },
    { label: "Amount", value: formatDollars(d.amount) },
    {
      label: "Paid with",
      value: d.method === "card" && d.card ? `${d.card.brand} card ending ${d.card.last4}` : coinOf(d.currency),
    },
    { label: "Submitted", value: formatDateTime(d.date) },
    ...paymentRows(d),
  ];
  const p = d.position;
  if (p) {
    rows.push({ label: "Units bought", value: formatUnits(p.units) });
    if (p.unitsMoved !== formatPlanUnits(0n))
      rows.push({ label: "Units moved to wallet", value: formatUnits(p.unitsMoved) });
    rows.push({ label: "Value now", value: formatDollars(p.value) });
    rows.push({ label: "Holding period ends", value: formatDate(p.holdingEndsAt) });
  }
  if (d.payout !== null) rows.push({ label: "Paid to your wallet", value: formatDollars(d.payout) });
  const holdingEnds = p ? formatDate(p.holdingEndsAt) : d.withdrawalDate ? formatDate(d.withdrawalDate) : null;
  const next = {
    pending: [
      d.method === "card"
        ? "The card payment went through. An admin confirms the deposit; we e-mail you when it is confirmed."
        : d.chain
          ? "We watch the network for your payment: it is invested by itself once it has enough confirmations, and we e-mail you when we see it and when it is invested."
          : `${PAYMENT_CHECK_SENTENCES.person.rule} We e-mail you when it is confirmed, or why it could not be.`,
      "When it is confirmed, your deposit buys units of the plan at the market price of that moment. Nothing is added to your wallet before then.",
    ],
    accepted: [
      "Your deposit bought units of the plan. Their value moves with the market every day: it can rise, or fall below what you paid in.",
      `${holdingEnds ? `From ${holdingEnds}` : "After the holding period"} you can move your units, all or some, to your wallet from your dashboard, at their value on that day.`,
    ],
    denied: [`Not accepted: ${d.denyReason ?? "no reason given"}.`, "Nothing was added to your wallet."],
    withdrawn: [
      "Your units were moved to your wallet at their value on that day. You can withdraw it or invest again.",
    ],
  }[d.status];
  return {
    title: {
      pending: "Deposit received",
      accepted: "Deposit invested",
      denied: "Deposit not accepted",
      withdrawn: "Moved to wallet",
    }[d.status],
    status: d.status,
    statusLabel: d.status === "denied" ? "Not accepted" : depositStatusLabel(d),
    rows,
    next,
    link: { to: paths.dashboard, label: "See it on your dashboard" },
  };
}

function withdrawalReceipt(w: TWithdrawal): Receipt {
  const rows: Receipt["rows"] = [{ label: "Amount", value: formatDollars(w.amount) }];
  const q = w.payout;
  if (q) {
    rows.push({ label: "Coin amount", value: `${q.coinAmount} ${q.coinSymbol}` });
    rows.push({ label: "Rate", value: `1 ${q.coinSymbol} = ${formatDollars(q.rate)} (${formatDateTime(q.rateAt)})` });
    rows.push({
      label: "Network fee estimate",
      value: q.networkFee === null ? "not estimated" : `${q.networkFee} ${q.coinSymbol}`,
    });
    rows.push({ label: "What arrives", value: `${q.arrives} ${q.coinSymbol}` });
  }
  rows.push(
    { label: "Network", value: COIN_LABELS[w.network].withNetwork },
    { label: "To address", value: w.address, isCode: true },
    { label: "Requested", value: formatDateTime(w.createdAt) },
  );
  if (w.decidedAt) rows.push({ label: "Decided", value: formatDateTime(w.decidedAt) });
  const tx = w.payoutTx;
  const isUnconfirmed = w.status === "paid" && withdrawalStatusLabel(w) !== WITHDRAWAL_STATUS_LABELS.paid;
  if (tx) {
    rows.push({ label: isUnconfirmed ? "Sent" : "Paid", value: formatDateTime(tx.checkedAt) });
    rows.push({ label: "Payout transaction", value: tx.txid, isCode: true, href: tx.explorerUrl ?? undefined });
    rows.push({
      label: "Checked on the chain",
      value: tx.isChecked
        ? `yes: ${tx.paidAmount} ${COIN_SYMBOLS[w.network]} to your address, ${tx.confirmations ?? 0} confirmation${tx.confirmations === 1 ? "" : "s"} then${tx.isSimulated ? " (simulated network — no real coins)" : ""}`
        : "no (no watcher for this coin)",
    });
  } else if (w.payoutTxId) {
    rows.push({ label: "Payout transaction", value: w.payoutTxId, isCode: true });
  }
  const next = {
    pending: [
      "The amount is reserved from your wallet now. An admin reviews the request (large amounts need two admins); we e-mail you when it is approved, and again with the transaction when the coins are sent.",
      "While it is waiting you can cancel it on the withdraw page: the amount goes back to your wallet at once.",
    ],
    approved: [
      "An admin approved your withdrawal and its payout is queued: the coins have not been sent yet.",
      "When they are, this receipt shows the transaction with a link to it on the blockchain, and we e-mail you.",
    ],
    paid: isUnconfirmed
      ? [
          `The coins were sent to the address above and wait for the network: ${withdrawalStatusLabel(w)} so far.`,
          "It reads paid once the blockchain has confirmed it once; this receipt follows it.",
        ]
      : [
          "The coins were sent to the address above: the transaction link shows it on the blockchain.",
          "A blockchain transfer cannot be reversed.",
        ],
    denied: [`Not sent: ${w.denyReason ?? "no reason given"}.`, "The amount went back to your wallet."],
    cancelled: ["You cancelled this request. The amount went back to your wallet."],
  }[w.status];
  return {
    title: {
      pending: "Withdrawal requested",
      approved: "Withdrawal approved",
      paid: isUnconfirmed ? "Withdrawal sent" : "Withdrawal paid",
      denied: "Withdrawal denied",
      cancelled: "Withdrawal cancelled",
    }[w.status],
    status: w.status,
    statusLabel: withdrawalStatusLabel(w),
    rows,
    next,
    link: { to: paths.withdraw, label: "Your withdrawals" },
  };
}

function coursePaymentReceipt(p: TCoursePayment): Receipt {
  const rows: Receipt["rows"] = [
    { label: "Course", value: `${COURSE_LABELS[p.course]} package` },
    { label: "Amount", value: formatDollars(p.amount) },
    {
      label: "Paid with",
      value:
        p.method === "card" && p.card
          ? `${p.card.brand} card ending ${p.card.last4}`
          : p.method === "crypto"
            ? `${METHOD_LABELS.crypto} (${coinOf(p.currency)})`
            : METHOD_LABELS[p.method],
    },
    { label: "Submitted", value: formatDateTime(p.createdAt) },
    ...paymentRows(p),
  ];
  const access =
    p.course === "fullPay"
      ? "for life"
      : "for 3 months from the day it was accepted (the course page shows the end date)";
  const next = {
    pending: [
      "An admin checks your payment. The course opens when it is accepted, and we e-mail you.",
      "Your lesson progress is kept, including anything from the free trial.",
    ],
    accepted: [`The course is open ${access}.`],
    denied: [`Not accepted: ${p.denyReason ?? "no reason given"}.`, "The course did not open with this payment."],
  }[p.status];
  return {
    title: {
      pending: "Course payment received",
      accepted: "Course payment accepted",
      denied: "Course payment not accepted",
    }[p.status],
    status: p.status,
    statusLabel: { pending: "Waiting for review", accepted: "Accepted", denied: "Not accepted" }[p.status],
    rows,
    next,
    link:
      p.status === "accepted"
        ? { to: paths.educationLearn, label: "Open the course" }
        : { to: paths.dashboard, label: "See it on your dashboard" },
  };
}

export function receiptOf(source: TReceiptSource): Receipt {
  if (source.kind === "deposit") return depositReceipt(source.item);
  if (source.kind === "withdrawal") return withdrawalReceipt(source.item);
  return coursePaymentReceipt(source.item);
}
