// The member's e-mails along a deposit into a plan.
import { COIN_SYMBOLS, formatDateTime, formatMoney, formatPlanUnits } from "@vaultline/shared";
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

/**
 * A watched deposit's money events, each saying what arrived in coin: its payment seen on the
 * network (in full, or short of the quote: then what is missing and by when), then invested.
 */
export type DepositChainEvent =
  | { kind: "seen"; paid: string }
  | { kind: "underpaid"; paid: string; missing: string; deadline: Date }
  | { kind: "invested"; paid: string }
  /** Past the quote's expiry: paid after it, or still short at it. An admin reviews the deposit. */
  | { kind: "review"; paid: string; why: "late" | "underpaid"; expiredAt: Date }
  /** Already invested, and a further payment confirmed at its address. */
  | { kind: "paid_twice"; paid: string }
  /** Nothing arrived before the quote and its monitoring window ended. */
  | { kind: "expired" };

export function depositChainEventMail(deposit: DepositRow, event: DepositChainEvent, publicUrl: string): MailTemplate {
  const symbol = deposit.coin ? COIN_SYMBOLS[deposit.coin] : "";
  const quoted = `${formatMoney(deposit.amountCents)} for ${deposit.planName}`;
  const { subject, lines } = chainEventWords(deposit, event, symbol, quoted);
  return {
    subject,
    text: [...lines, `Reference: ${deposit.id}`, `Receipt: ${receiptUrl(publicUrl, "deposit", deposit.id)}`].join("\n"),
  };
}

function chainEventWords(
  deposit: DepositRow,
  event: DepositChainEvent,
  symbol: string,
  quoted: string,
): { subject: string; lines: string[] } {
  switch (event.kind) {
    case "seen":
      return {
        subject: "We see your deposit",
        lines: [
          `We see your payment of ${event.paid} ${symbol} (${quoted}) on the network.`,
          `It is invested by itself once it has ${deposit.confirmationsNeeded} confirmation(s); nothing more to do.`,
        ],
      };
    case "underpaid":
      return {
        subject: `Your deposit is short by ${event.missing} ${symbol}`,
        lines: [
          `We see a payment of ${event.paid} ${symbol} on the network: less than your quote of ${quoted}.`,
          `Missing: ${event.missing} ${symbol}. Send it to the same address before ${formatDateTime(event.deadline)} (UTC), when the quote expires; the deposit is then invested as quoted.`,
          "If nothing more arrives in time, an admin reviews the deposit and credits what arrived or refunds it; nothing is invested meanwhile.",
        ],
      };
    case "invested":
      return {
        subject: "Your deposit is invested",
        lines: [
          `Your deposit of ${event.paid} ${symbol} (${formatMoney(deposit.amountCents)}) is confirmed and invested in ${deposit.planName}.`,
          ...(deposit.excessCents
            ? [`You sent more than quoted: ${formatMoney(deposit.excessCents)} went to your wallet as cash.`]
            : []),
          "Its value moves with the market and can fall below what you put in.",
        ],
      };
    case "review":
      return {
        subject: "Your deposit is under review",
        lines: [
          event.why === "late"
            ? `Your payment of ${event.paid} ${symbol} (${quoted}) arrived after your quote expired at ${formatDateTime(event.expiredAt)} (UTC).`
            : `Your payment of ${event.paid} ${symbol} is less than your quote of ${quoted}, and the quote expired at ${formatDateTime(event.expiredAt)} (UTC) before the rest arrived.`,
          event.why === "late"
            ? "An admin reviews it: it is credited at the rate when it arrived, or refunded. Nothing is invested meanwhile."
            : "An admin reviews it: what arrived is credited, or refunded. Nothing is invested meanwhile.",
        ],
      };
    case "paid_twice":
      return {
        subject: "We see a second payment for your deposit",
        lines: [
          `Your deposit (${quoted}) is already invested, and a further payment of ${event.paid} ${symbol} arrived at its address.`,
          "An admin reviews it: it is credited to your wallet, or refunded. Nothing more to do meanwhile.",
        ],
      };
    case "expired":
      return {
        subject: "No payment arrived for your deposit",
        lines: [
          `No payment arrived for your deposit of ${quoted} before its quote and its monitoring window ended.`,
          "Nothing was received and nothing was invested; the deposit is closed. To invest, start a new deposit with a fresh quote.",
        ],
      };
  }
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
