// The member's e-mails along a deposit into a plan.
import { formatDateTime, formatMoney, formatPlanUnits } from "@vaultline/shared";
import type { deposits, users } from "../../db/schema.ts";
import { type MailTemplate, moneyEventMail, receiptUrl } from "./mail-template.ts";

type DepositRow = typeof deposits.$inferSelect;
type Member = Pick<typeof users.$inferSelect, "firstName">;

/** A card deposit: the charge went through, the deposit waits for an admin. */
export function depositCardChargedMail(
  member: Member,
  deposit: DepositRow,
  card: { brand: string; last4: string },
  publicUrl: string,
): MailTemplate {
  return moneyEventMail({
    firstName: member.firstName,
    subject: `Your card was charged ${formatMoney(deposit.amountCents)}`,
    what: `Your ${card.brand} card ending ${card.last4} was charged for a deposit into ${deposit.planName}. The deposit waits for an admin's confirmation; once confirmed it buys units of the plan.`,
    amountCents: deposit.amountCents,
    reference: deposit.id,
    receiptUrl: receiptUrl(publicUrl, "deposit", deposit.id),
  });
}

/** A watched deposit's money events: its payment seen on the network, then invested. */
export function depositChainEventMail(
  deposit: DepositRow,
  event: "seen" | "invested",
  coinAmount: string,
  publicUrl: string,
): MailTemplate {
  const amount = `${coinAmount} ${deposit.currency === "BTC" ? "BTC" : "USDT"} (${formatMoney(deposit.amountCents)})`;
  const lines =
    event === "seen"
      ? [
          `We see your payment of ${amount} for ${deposit.planName} on the network.`,
          `It is invested by itself once it has ${deposit.confirmationsNeeded} confirmation(s); nothing more to do.`,
        ]
      : [
          `Your deposit of ${amount} is confirmed and invested in ${deposit.planName}.`,
          ...(deposit.excessCents
            ? [`You sent more than quoted: ${formatMoney(deposit.excessCents)} went to your wallet as cash.`]
            : []),
          "Its value moves with the market and can fall below what you put in.",
        ];
  return {
    subject: event === "seen" ? "We see your deposit" : "Your deposit is invested",
    text: [...lines, `Reference: ${deposit.id}`, `Receipt: ${receiptUrl(publicUrl, "deposit", deposit.id)}`].join("\n"),
  };
}

/** A position moved to the wallet: its units sold at the NAV of now, the money credited. */
export function positionMovedMail(
  member: Member,
  deposit: DepositRow,
  move: { unitsMicro: bigint; navMicro: bigint; creditedCents: number },
  publicUrl: string,
): MailTemplate {
  return moneyEventMail({
    firstName: member.firstName,
    subject: `${formatMoney(move.creditedCents)} moved to your wallet`,
    what: `${formatPlanUnits(move.unitsMicro)} units of ${deposit.planName} were moved to your wallet at $${formatPlanUnits(move.navMicro)} per unit. The money is in your wallet now.`,
    amountCents: move.creditedCents,
    reference: deposit.id,
    receiptUrl: receiptUrl(publicUrl, "deposit", deposit.id),
  });
}

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
