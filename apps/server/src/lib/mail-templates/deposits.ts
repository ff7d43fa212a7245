// The member's e-mails along a deposit into a plan.
import { formatDateTime, formatMoney, formatPlanUnits } from "@vaultline/shared";
import type { deposits } from "../../db/schema.ts";
import type { MailTemplate } from "./mail-template.ts";

type DepositRow = typeof deposits.$inferSelect;

export function depositApprovedMail(deposit: DepositRow): MailTemplate {
  return {
    subject: "Your deposit was approved",
    text: [
      `Your deposit of ${formatMoney(deposit.amountCents)} into ${deposit.planName} was approved.`,
      `It bought ${formatPlanUnits(deposit.unitsMicro ?? 0n)} units at $${formatPlanUnits(deposit.buyNavMicro ?? 0n)} per unit.`,
      "Its value moves with the market and can fall below what you put in.",
      `You can move it to your wallet from ${deposit.withdrawalDate ? formatDateTime(deposit.withdrawalDate) : "the end of its holding period"}.`,
    ].join("\n"),
  };
}

export function depositDeniedMail(deposit: DepositRow): MailTemplate {
  return {
    subject: "Your deposit was denied",
    text: `Your deposit of ${formatMoney(deposit.amountCents)} into ${deposit.planName} was denied.\nReason: ${deposit.denyReason ?? ""}`,
  };
}
