// Approved → paid: the payout transaction is proven (payout-proof.ts) before anything is written,
// then recorded in one transaction with its audit row and the member's "paid" e-mail.
import { arrivingUnits, type TAdminWithdrawal, WITHDRAWAL_MESSAGES } from "@vaultline/shared";
import { and, eq, lt } from "drizzle-orm";
import { confirmationsFor } from "../../chain-config.ts";
import type { Db } from "../../db/client.ts";
import { users, withdrawals } from "../../db/schema.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { withdrawalPaidMail } from "../../lib/mail-templates/withdrawals.ts";
import { lockItem, refuseOwnRequest, updateFrom, writeAudit } from "../decisions/index.ts";
import { type UserSummaryRow, userSummaryColumns } from "../users/index.ts";
import { normalTxId, PAYOUT_MESSAGES, type PayoutEvidence, provePayout } from "./payout-proof.ts";
import type { WithdrawalDeps } from "./withdrawal-deps.ts";
import type { WithdrawalRow } from "./withdrawals.dto.ts";
import { type AdminContext, approveWithdrawal, withUser } from "./withdrawals.service.ts";

/** A payout transaction and what the chain said of it. */
export type PayoutProof = { txid: string; evidence: PayoutEvidence };

/** What must reach the member: the quoted coin amount less the fee estimate (null: not quoted). */
const dueUnits = (row: WithdrawalRow) =>
  row.quoteCoinUnits === null ? null : arrivingUnits(row.quoteCoinUnits, row.networkFeeUnits);

async function findWithdrawal(db: Db, id: string): Promise<WithdrawalRow> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw new AppError("NOT_FOUND", WITHDRAWAL_MESSAGES.notFound);
  return row;
}

/** Checks `txid` against the withdrawal before any transaction opens (the explorer may be slow). */
async function prove(deps: WithdrawalDeps, row: WithdrawalRow, txid: string): Promise<PayoutProof> {
  const evidence = await provePayout(deps.chain, {
    coin: row.coin,
    txid: normalTxId(txid),
    address: row.address,
    minUnits: dueUnits(row),
    timeoutMs: deps.chainTimeoutMs,
  });
  return { txid: normalTxId(txid), evidence };
}

/** In the caller's transaction, on the locked row: approved → paid, once, with audit and e-mail. */
async function markPaid(
  tx: Db,
  deps: WithdrawalDeps,
  input: { row: WithdrawalRow; owner: UserSummaryRow; adminId: string; proof: PayoutProof; now: Date } & AdminContext,
): Promise<TAdminWithdrawal> {
  const { row, proof } = input;
  const paid = await updateFrom(
    tx,
    withdrawals,
    row.id,
    "approved",
    {
      status: "paid",
      payoutTxId: proof.txid,
      paidBy: input.adminId,
      paidAt: input.now,
      payoutChecked: proof.evidence.isChecked,
      payoutPaidUnits: proof.evidence.paidUnits,
      payoutConfirmations: proof.evidence.confirmations,
      payoutConfirmationsNeeded: proof.evidence.isChecked
        ? confirmationsFor(deps.config.chain.confirmations[row.coin], row.amountCents)
        : null,
      payoutSimulated: proof.evidence.isSimulated,
      payoutProofKey: `${row.coin}:${proof.txid}:${row.address.toLowerCase()}`,
    },
    WITHDRAWAL_MESSAGES.alreadyPaid,
  );
  await writeAudit(tx, {
    adminId: input.adminId,
    action: "withdrawal.paid",
    targetType: "withdrawal",
    targetId: row.id,
    before: { status: "approved" },
    after: {
      status: "paid",
      payoutTxId: proof.txid,
      isChecked: proof.evidence.isChecked,
      paidUnits: proof.evidence.paidUnits,
      confirmations: proof.evidence.confirmations,
    },
  });
  const withdrawal = await withUser(tx, paid, input.owner, input);
  const links = { publicUrl: deps.publicUrl, explorerUrl: withdrawal.payoutTx?.explorerUrl ?? null };
  await deps.jobs.enqueue(tx, sendMailJob, mailTo(withdrawal.user, withdrawalPaidMail(paid, links)));
  return withdrawal;
}

/** A second withdrawal proven by the same payment (the unique proof key) is refused, not a 500. */
async function refusingReuse<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("BAD_REQUEST", PAYOUT_MESSAGES.reused, [
        { field: "payoutTxId", message: PAYOUT_MESSAGES.reused },
      ]);
    }
    throw error;
  }
}

function refuseUnlessApproved(row: WithdrawalRow): void {
  if (row.status === "approved") return;
  if (row.status === "paid") throw new AppError("CONFLICT", WITHDRAWAL_MESSAGES.alreadyPaid);
  if (row.status === "pending") throw new AppError("CONFLICT", WITHDRAWAL_MESSAGES.notApproved);
  throw new AppError("CONFLICT", WITHDRAWAL_MESSAGES.notPending);
}

/** An admin's payout of a withdrawal: the transaction id that paid it. */
type PayoutInput = { id: string; adminId: string; payoutTxId: string; now: Date } & AdminContext;

/**
 * Records the payout of an approved withdrawal: "Paid" only with a transaction id that fits the
 * network and, with a watcher on, pays the member's address at least what the quote said arrives.
 */
export async function recordPayout(deps: WithdrawalDeps, input: PayoutInput): Promise<TAdminWithdrawal> {
  const before = await findWithdrawal(deps.db, input.id);
  refuseOwnRequest(input.adminId, before.userId);
  refuseUnlessApproved(before);
  const proof = await prove(deps, before, input.payoutTxId);
  return refusingReuse(() =>
    deps.db.transaction(async (tx) => {
      const row = await lockItem(tx, withdrawals, input.id, { notFound: WITHDRAWAL_MESSAGES.notFound });
      refuseUnlessApproved(row);
      const [owner] = await tx.select(userSummaryColumns(users)).from(users).where(eq(users.id, row.userId));
      if (!owner) throw new AppError("NOT_FOUND", "User not found");
      return markPaid(tx, deps, { ...input, row, owner, proof });
    }),
  );
}

/**
 * Approval with the payout's transaction id in one step: proven first, then approved and paid in one
 * transaction (so a wrong id leaves the request pending). Only the approval that completes it may
 * carry one: above the four-eyes threshold, nothing is sent before the second approval.
 */
export async function approveAndPay(deps: WithdrawalDeps, input: PayoutInput): Promise<TAdminWithdrawal> {
  const before = await findWithdrawal(deps.db, input.id);
  refuseOwnRequest(input.adminId, before.userId);
  if (before.status !== "pending") throw new AppError("CONFLICT", WITHDRAWAL_MESSAGES.notPending);
  const proof = await prove(deps, before, input.payoutTxId);
  return refusingReuse(() =>
    deps.db.transaction(async (tx) => {
      const approved = await approveWithdrawal(tx, deps, input);
      if (!approved.isComplete) throw new AppError("CONFLICT", WITHDRAWAL_MESSAGES.payoutBeforeSecondApproval);
      return markPaid(tx, deps, { ...input, row: approved.row, owner: approved.owner, proof });
    }),
  );
}

/**
 * Simulated network only: sends what the quote said arrives to the member's address, and gives back
 * the transaction id for the admin to record. Only one payout is ever sent for a withdrawal: it is
 * sent and written on the locked row in one transaction, and a second request answers the same id.
 */
export async function sendSimulatedPayout(
  deps: WithdrawalDeps,
  input: { id: string; adminId: string },
): Promise<{ txid: string }> {
  const simulated = deps.chain.simulated;
  const before = await findWithdrawal(deps.db, input.id);
  if (!simulated || !deps.chain.source(before.coin)) {
    throw new AppError("BAD_REQUEST", WITHDRAWAL_MESSAGES.notSimulated);
  }
  refuseOwnRequest(input.adminId, before.userId);
  return deps.db.transaction(async (tx) => {
    const row = await lockItem(tx, withdrawals, input.id, { notFound: WITHDRAWAL_MESSAGES.notFound });
    refuseUnlessApproved(row);
    if (row.simulatedPayoutTxId) return { txid: row.simulatedPayoutTxId };
    const units = dueUnits(row);
    if (units === null) throw new AppError("BAD_REQUEST", WITHDRAWAL_MESSAGES.notQuoted);
    const sent = await simulated.send({ coin: row.coin, to: row.address, units: BigInt(units) }, tx);
    await tx.update(withdrawals).set({ simulatedPayoutTxId: sent.txid }).where(eq(withdrawals.id, row.id));
    return { txid: sent.txid };
  });
}

/**
 * A payout recorded at 0 confirmations reads "Sent, 0 of N confirmations", not "Paid", until the
 * chain shows one: each chain-watch run reads those transactions again and stores what it sees.
 * An unreadable explorer leaves them as they were for the next run.
 */
export async function recheckPayouts(deps: Pick<WithdrawalDeps, "db" | "chain" | "chainTimeoutMs">): Promise<number> {
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(
      and(eq(withdrawals.status, "paid"), eq(withdrawals.payoutChecked, true), lt(withdrawals.payoutConfirmations, 1)),
    );
  let confirmed = 0;
  for (const row of rows) {
    if (!row.payoutTxId) continue;
    const evidence = await provePayout(deps.chain, {
      coin: row.coin,
      txid: row.payoutTxId,
      address: row.address,
      minUnits: null,
      timeoutMs: deps.chainTimeoutMs,
    }).catch(() => null);
    if (!evidence?.confirmations) continue;
    await deps.db
      .update(withdrawals)
      .set({ payoutConfirmations: evidence.confirmations })
      .where(and(eq(withdrawals.id, row.id), lt(withdrawals.payoutConfirmations, evidence.confirmations)));
    confirmed++;
  }
  return confirmed;
}
