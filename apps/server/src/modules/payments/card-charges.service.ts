import { and, eq, inArray, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Db, returnedRow } from "../../db/client.ts";
import { cardCharges } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { refundCardChargeJob } from "../../jobs/refund-card-charge.ts";
import { AppError } from "../../lib/app-error.ts";
import type { CardInput, ChargeResult, PaymentGateway } from "../../lib/payment-gateway.ts";
import { outsideIdempotencyKey } from "../../plugins/idempotency.ts";

type ChargeInput = { userId: string; purpose: "deposit" | "course"; amountCents: number; card: CardInput };
type Deps = { db: Db; jobs: JobQueue; gateway: PaymentGateway; log: FastifyBaseLogger };

/**
 * Charges a card with no database transaction open across the gateway call:
 * 1. the intent is committed (`check` runs in that transaction, to refuse before anything is charged);
 * 2. the gateway charges under the intent's id;
 * 3. `record` writes what was bought in a transaction that also marks the intent recorded (and, in
 *    an idempotent request, holds its key).
 * If step 3 fails, a refund job is enqueued; if even that cannot be written, the reconcile job finds
 * the intent still pending and refunds it. A decline marks the intent declined and charges nothing.
 */
export async function chargeCard<T>(
  deps: Deps,
  input: ChargeInput,
  check: (tx: Db) => Promise<void>,
  record: (tx: Db, charge: ChargeResult) => Promise<T>,
): Promise<T> {
  const { db, gateway } = deps;
  // The intent commits without an idempotent request's key: the key goes with what was bought, in
  // step 3, so a failed step 3 leaves no key that says "completed" (plugins/idempotency.ts).
  const intent = await outsideIdempotencyKey(() =>
    db.transaction(async (tx) => {
      await check(tx);
      return returnedRow(
        await tx
          .insert(cardCharges)
          .values({ userId: input.userId, purpose: input.purpose, amountCents: input.amountCents })
          .returning({ id: cardCharges.id }),
        "card charge insert",
      );
    }),
  );
  let charge: ChargeResult;
  try {
    charge = await gateway.charge({ amountCents: input.amountCents, card: input.card, reference: intent.id });
  } catch (error) {
    // A refusal from the gateway charged nothing; anything else stays pending for the reconcile job.
    if (error instanceof AppError) await setStatus(db, intent.id, "declined").catch(() => {});
    throw error;
  }
  try {
    return await db.transaction(async (tx) => {
      const result = await record(tx, charge);
      await tx
        .update(cardCharges)
        .set({ status: "recorded", cardBrand: charge.brand, cardLast4: charge.last4, updatedAt: new Date() })
        .where(and(eq(cardCharges.id, intent.id), eq(cardCharges.status, "pending")));
      return result;
    });
  } catch (error) {
    await requestRefund(db, deps.jobs, intent.id).catch((refundError) =>
      deps.log.error({ err: refundError, chargeId: intent.id }, "refund could not be enqueued; the reconcile job will"),
    );
    throw error;
  }
}

/** Refuses a second card payment for the same purpose while one is still between charge and record. */
export async function refuseChargeInFlight(tx: Db, userId: string, purpose: ChargeInput["purpose"]): Promise<void> {
  const [open] = await tx
    .select({ id: cardCharges.id })
    .from(cardCharges)
    .where(and(eq(cardCharges.userId, userId), eq(cardCharges.purpose, purpose), eq(cardCharges.status, "pending")))
    .limit(1);
  if (open) throw new AppError("CONFLICT", "A card payment for this is already in progress. Please wait a moment.");
}

async function setStatus(db: Db, id: string, status: "declined" | "refunded"): Promise<void> {
  await db.update(cardCharges).set({ status, updatedAt: new Date() }).where(eq(cardCharges.id, id));
}

/** Marks a pending intent for refund and enqueues the refund, in one transaction. */
export async function requestRefund(db: Db, jobs: JobQueue, chargeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cardCharges)
      .set({ status: "refund_pending", updatedAt: new Date() })
      .where(and(eq(cardCharges.id, chargeId), eq(cardCharges.status, "pending")))
      .returning({ id: cardCharges.id });
    if (row) await jobs.enqueue(tx, refundCardChargeJob, { chargeId });
  });
}

/** Run by the refund job: gives the money back and marks the intent refunded. */
export async function refundCharge(db: Db, gateway: PaymentGateway, chargeId: string): Promise<void> {
  const [row] = await db.select().from(cardCharges).where(eq(cardCharges.id, chargeId));
  if (row?.status !== "refund_pending") return;
  await gateway.refund({ reference: row.id, amountCents: row.amountCents });
  await setStatus(db, row.id, "refunded");
}

/** Intents left pending or refund-pending longer than `olderThan` (a crash mid-payment): refund them. */
export async function reconcileCardCharges(db: Db, jobs: JobQueue, olderThan: Date): Promise<number> {
  const stale = await db
    .select({ id: cardCharges.id, status: cardCharges.status })
    .from(cardCharges)
    .where(and(inArray(cardCharges.status, ["pending", "refund_pending"]), lt(cardCharges.updatedAt, olderThan)));
  for (const charge of stale) {
    if (charge.status === "pending") {
      await requestRefund(db, jobs, charge.id);
    } else {
      await db.transaction((tx) => jobs.enqueue(tx, refundCardChargeJob, { chargeId: charge.id }));
    }
  }
  return stale.length;
}
