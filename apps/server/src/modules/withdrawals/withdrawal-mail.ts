// The member's e-mails along a withdrawal: requested, approved (payout queued), paid.
import { COIN_SYMBOLS, formatCoinAmount, formatMoney, NETWORK_LABELS } from "@vaultline/shared";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import type { WithdrawalRow } from "./withdrawals.dto.ts";

type Links = { publicUrl: string; explorerUrl?: string | null };

const receiptLink = (row: WithdrawalRow, publicUrl: string) => `${publicUrl}/receipts/withdrawal/${row.id}`;

function coinLine(row: WithdrawalRow): string {
  if (row.quoteCoinUnits === null) return "";
  const coin = row.network as keyof typeof COIN_SYMBOLS;
  const arrives = row.quoteCoinUnits - (row.networkFeeUnits ?? 0);
  const fee =
    row.networkFeeUnits === null
      ? "no network fee estimate"
      : `network fee estimate ${formatCoinAmount(coin, row.networkFeeUnits)} ${COIN_SYMBOLS[coin]}`;
  return `\nCoin amount: ${formatCoinAmount(coin, row.quoteCoinUnits)} ${COIN_SYMBOLS[coin]} (${fee}); to arrive: ${formatCoinAmount(coin, arrives)} ${COIN_SYMBOLS[coin]}`;
}

function facts(row: WithdrawalRow, links: Links): string {
  const network = NETWORK_LABELS[row.network as keyof typeof NETWORK_LABELS] ?? row.network;
  return `Amount: ${formatMoney(row.amountCents)}${coinLine(row)}\nTo: ${row.address} (${network})\nReference: ${row.id}\nReceipt: ${receiptLink(row, links.publicUrl)}`;
}

export function mailWithdrawalRequested(tx: Db, jobs: JobQueue, to: string, row: WithdrawalRow, links: Links) {
  return jobs.enqueue(tx, sendMailJob, {
    to,
    subject: "Your withdrawal request was received",
    text: `Your withdrawal request is reserved from your wallet and waits for an admin's review. You can cancel it while it waits.\n\n${facts(row, links)}\n`,
  });
}

export function mailWithdrawalApproved(tx: Db, jobs: JobQueue, to: string, row: WithdrawalRow, links: Links) {
  return jobs.enqueue(tx, sendMailJob, {
    to,
    subject: "Your withdrawal was approved: payout queued",
    text: `Your withdrawal was approved and its payout is queued. Nothing has been sent yet: we e-mail you again with the transaction when the coins are on their way.\n\n${facts(row, links)}\n`,
  });
}

export function mailWithdrawalPaid(tx: Db, jobs: JobQueue, to: string, row: WithdrawalRow, links: Links) {
  const proof = links.explorerUrl
    ? `Transaction: ${row.payoutTxId}\nSee it on the blockchain: ${links.explorerUrl}`
    : `Transaction: ${row.payoutTxId}`;
  return jobs.enqueue(tx, sendMailJob, {
    to,
    subject: "Your withdrawal was paid",
    text: `Your withdrawal was paid out. A blockchain transfer cannot be reversed.\n\n${facts(row, links)}\n${proof}\n`,
  });
}
