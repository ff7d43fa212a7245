// The member's e-mails along a withdrawal: requested, approved (payout queued), denied, sent or paid.
import { arrivingUnits, COIN_LABELS, COIN_SYMBOLS, formatCoinAmount, formatMoney } from "@vaultline/shared";
import type { withdrawals } from "../../db/schema.ts";
import { type MailTemplate, receiptUrl } from "./mail-template.ts";

type WithdrawalRow = typeof withdrawals.$inferSelect;

type Links = { publicUrl: string; explorerUrl?: string | null };

function coinLine(row: WithdrawalRow): string {
  if (row.quoteCoinUnits === null) return "";
  const { coin } = row;
  const arrives = arrivingUnits(row.quoteCoinUnits, row.networkFeeUnits);
  const fee =
    row.networkFeeUnits === null
      ? "no network fee estimate"
      : `network fee estimate ${formatCoinAmount(coin, row.networkFeeUnits)} ${COIN_SYMBOLS[coin]}`;
  return `\nCoin amount: ${formatCoinAmount(coin, row.quoteCoinUnits)} ${COIN_SYMBOLS[coin]} (${fee}); to arrive: ${formatCoinAmount(coin, arrives)} ${COIN_SYMBOLS[coin]}`;
}

function facts(row: WithdrawalRow, links: Links): string {
  const network = COIN_LABELS[row.coin].withNetwork;
  return `Amount: ${formatMoney(row.amountCents)}${coinLine(row)}\nTo: ${row.address} (${network})\nReference: ${row.id}\nReceipt: ${receiptUrl(links.publicUrl, "withdrawal", row.id)}`;
}

export function withdrawalRequestedMail(row: WithdrawalRow, links: Links): MailTemplate {
  return {
    subject: "Your withdrawal request was received",
    text: `Your withdrawal request is reserved from your wallet and waits for an admin's review. You can cancel it while it waits.\n\n${facts(row, links)}\n`,
  };
}

export function withdrawalApprovedMail(row: WithdrawalRow, links: Links): MailTemplate {
  return {
    subject: "Your withdrawal was approved: payout queued",
    text: `Your withdrawal was approved and its payout is queued. Nothing has been sent yet: we e-mail you again with the transaction when the coins are on their way.\n\n${facts(row, links)}\n`,
  };
}

export function withdrawalDeniedMail(row: WithdrawalRow): MailTemplate {
  return {
    subject: "Your withdrawal was denied",
    text: `Your withdrawal of ${formatMoney(row.amountCents)} was denied and the amount is back in your wallet.\nReason: ${row.denyReason ?? ""}`,
  };
}

export function withdrawalPaidMail(row: WithdrawalRow, links: Links): MailTemplate {
  const proof = links.explorerUrl
    ? `Transaction: ${row.payoutTxId}\nSee it on the blockchain: ${links.explorerUrl}`
    : `Transaction: ${row.payoutTxId}`;
  // On the chain with no confirmation yet, the payout is sent, not paid (withdrawalStatusLabel).
  if (row.payoutChecked && (row.payoutConfirmations ?? 0) < 1) {
    return {
      subject: "Your withdrawal was sent",
      text: `Your withdrawal was sent: its transaction is on the network with ${row.payoutConfirmations ?? 0} of ${row.payoutConfirmationsNeeded ?? 1} confirmations, and it counts as paid at its first confirmation. Your receipt follows it. A blockchain transfer cannot be reversed.\n\n${facts(row, links)}\n${proof}\n`,
    };
  }
  return {
    subject: "Your withdrawal was paid",
    text: `Your withdrawal was paid out. A blockchain transfer cannot be reversed.\n\n${facts(row, links)}\n${proof}\n`,
  };
}
