import {
  COIN_LABELS,
  COURSE_LABELS,
  DENY_REASON_LABELS,
  type TAdminCoursePayment,
  type TAdminDeposit,
  type TAdminWithdrawal,
  type TDenyFields,
  type TVerificationRequest,
  WITHDRAWAL_STATUS_LABELS,
  withdrawalStatusLabel,
} from "@vaultline/shared";
import { paths } from "../../config/paths.ts";
import { formatDate, formatDollars } from "../../lib/format.ts";
import type { TDecision } from "./decision-notice.tsx";

const MAILED = "The member was e-mailed.";

export function depositDecision(kind: "approve" | "deny" | "settle", d: TAdminDeposit): TDecision {
  const who = `${formatDollars(d.amount)} into ${d.planName} by @${d.user.username}`;
  const link = { to: paths.admin.deposit(d.id), label: "Open the deposit" };
  if (kind === "settle") {
    const credited =
      d.status === "denied"
        ? "Nothing was credited."
        : d.chain?.excess
          ? `${formatDollars(d.chain.excess)} is in the wallet as cash.`
          : "It bought units of the plan at today's price.";
    return { title: "Exception settled", facts: [who, credited], reference: d.id, link };
  }
  if (kind === "approve") {
    return {
      title: "Deposit accepted",
      facts: [
        who,
        d.withdrawalDate
          ? `It bought units of the plan at today's price; the holding period ends ${formatDate(d.withdrawalDate)}.`
          : "It bought units of the plan at today's price.",
        MAILED,
      ],
      reference: d.id,
      link,
    };
  }
  return {
    title: "Deposit denied",
    facts: [who, `Reason given: ${d.denyReason ?? "none"}.`, `Nothing was added to the wallet. ${MAILED}`],
    reference: d.id,
    link,
  };
}

export function withdrawalDecision(w: TAdminWithdrawal): TDecision {
  const who = `${formatDollars(w.amount)} to ${COIN_LABELS[w.network].withNetwork} address ${w.address}, for @${w.user.username}`;
  const coin = w.payout ? ` (${w.payout.arrives} ${w.payout.coinSymbol} to arrive)` : "";
  const title =
    w.status === "paid"
      ? withdrawalStatusLabel(w) === WITHDRAWAL_STATUS_LABELS.paid
        ? "Withdrawal paid"
        : `Withdrawal sent: ${withdrawalStatusLabel(w)}`
      : w.status === "approved"
        ? "Withdrawal approved, payout queued"
        : w.status === "denied"
          ? "Withdrawal denied"
          : w.firstApproval
            ? "First approval recorded (1 of 2)"
            : "Withdrawal updated";
  const facts =
    w.status === "paid"
      ? [
          who,
          `Payout transaction ${w.payoutTx?.txid ?? w.payoutTxId}${w.payoutTx?.isChecked ? ", checked on the chain" : ""}.`,
          MAILED,
        ]
      : w.status === "approved"
        ? [`${who}${coin}.`, "Send the coins, then enter the payout transaction id: it is paid only then.", MAILED]
        : w.status === "denied"
          ? [who, `Reason given: ${w.denyReason ?? "none"}.`, `The amount went back to the wallet. ${MAILED}`]
          : [who, "A second, different admin must approve it before it is paid out."];
  return { title, facts, reference: w.id };
}

export function coursePaymentDecision(p: TAdminCoursePayment): TDecision {
  const who = `${COURSE_LABELS[p.course]} course, ${formatDollars(p.amount)}, for @${p.user.username}`;
  return p.status === "accepted"
    ? { title: "Course payment accepted", facts: [who, "The course is open for the member.", MAILED], reference: p.id }
    : {
        title: "Course payment denied",
        facts: [who, `Reason given: ${p.denyReason ?? "none"}.`, MAILED],
        reference: p.id,
      };
}

export function verificationDecision(
  request: TVerificationRequest,
  body: { status: "accepted" } | ({ status: "denied" } & TDenyFields),
): TDecision {
  const who = `${request.fullName} (@${request.name})`;
  return body.status === "accepted"
    ? { title: "Identity verified", facts: [who, "The member can now withdraw.", MAILED], reference: request.id }
    : {
        title: "Verification denied",
        facts: [
          who,
          `Reason given: ${DENY_REASON_LABELS[body.reasonCode]}${body.reason ? `: ${body.reason}` : ""}.`,
          `The member can send new documents. ${MAILED}`,
        ],
        reference: request.id,
      };
}
