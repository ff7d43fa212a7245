import {
  COURSE_LABELS,
  EDUCATION_MESSAGES,
  formatMoney,
  type TAdminCoursePayment,
  type TCoin,
  type TCourse,
  type TCourseMethod,
  type TCoursePayment,
  type TCursorQuery,
  type TPage,
  type TPageQuery,
} from "@vaultline/shared";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Db, returnedRow } from "../../db/client.ts";
import { coursePayments, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { cursorPage } from "../../lib/keyset.ts";
import { courseBoughtMail, coursePaymentDeniedMail } from "../../lib/mail-templates/course-orders.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { memberCursorRows } from "../../lib/paging.ts";
import { CARD_UNAVAILABLE, type CardInput, type PaymentGateway } from "../../lib/payment-gateway.ts";
import type { Storage } from "../../lib/storage.ts";
import { payWithQuote, type QuoteDeps, quoteColumns, quoteForPayment } from "../crypto/index.ts";
import { decide } from "../decisions/index.ts";
import type { Upload } from "../files/index.ts";
import { withFileWrites } from "../files/index.ts";
import { chargeCard, refuseChargeInFlight } from "../payments/index.ts";
import { getBalanceCents, lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { toAdminCoursePaymentDto, toCoursePaymentDto } from "./course-orders.dto.ts";

type Row = typeof coursePayments.$inferSelect;

export type NewCoursePayment = {
  userId: string;
  course: TCourse;
  method: TCourseMethod;
  priceCents: number;
  proof?: Upload;
  card?: CardInput;
  /** Crypto: the coin (null = not stated), the quote paid against and the tx id, all optional. */
  crypto?: { coin: TCoin | null; quoteId: string | null; txId: string | null };
};

/**
 * No second payment while one waits for review, and none once the one-time course is owned.
 * Takes the user's row lock first, so two simultaneous payments are checked one after the other.
 */
async function refuseDuplicate(tx: Db, userId: string): Promise<void> {
  await lockWallet(tx, userId);
  const open = await tx
    .select({ status: coursePayments.status, course: coursePayments.course })
    .from(coursePayments)
    .where(and(eq(coursePayments.userId, userId), inArray(coursePayments.status, ["pending", "accepted"])));
  if (open.some((p) => p.status === "pending")) throw new AppError("CONFLICT", EDUCATION_MESSAGES.pendingExists);
  if (open.some((p) => p.course === "fullPay")) throw new AppError("CONFLICT", EDUCATION_MESSAGES.alreadyOwned);
}

/** Tells the member, inside the transaction that accepted the payment, that the course is theirs. */
async function mailCourseBought(tx: Db, deps: { jobs: JobQueue; publicUrl: string }, row: Row): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user) throw new Error("course payment without a user");
  await deps.jobs.enqueue(tx, sendMailJob, mailTo(user, courseBoughtMail(user, row, deps.publicUrl)));
}

/**
 * Records a course payment. Crypto waits for an admin; a card approved by the gateway and a
 * wallet debit are accepted at once. A refusal leaves nothing stored or charged.
 */
export async function createCoursePayment(
  db: Db,
  deps: {
    storage: Storage;
    gateway: PaymentGateway;
    jobs: JobQueue;
    log: FastifyBaseLogger;
    quotes: QuoteDeps;
    publicUrl: string;
  },
  input: NewCoursePayment,
): Promise<TCoursePayment> {
  const base = { userId: input.userId, course: input.course, amountCents: input.priceCents, method: input.method };
  if (input.method === "crypto") {
    const proof = input.proof;
    if (!proof) {
      throw new AppError("BAD_REQUEST", EDUCATION_MESSAGES.proofRequired, [
        { field: "proof", message: EDUCATION_MESSAGES.proofRequired },
      ]);
    }
    const paid = input.crypto ?? { coin: null, quoteId: null, txId: null };
    const quote = paid.quoteId
      ? await quoteForPayment(deps.quotes, {
          quoteId: paid.quoteId,
          userId: input.userId,
          purpose: "course",
          coin: paid.coin,
          amountCents: input.priceCents,
        })
      : null;
    const row = await withFileWrites(deps.storage, [proof], (writes) =>
      db.transaction(async (tx) => {
        await refuseDuplicate(tx, input.userId);
        const proofFileId = await writes.store(tx, proof, { kind: "proof", ownerId: input.userId });
        const created = await payWithQuote(tx, quote, deps.quotes.clock.now(), async () => {
          const [inserted] = await tx
            .insert(coursePayments)
            .values({
              ...base,
              proofFileId,
              coin: quote?.coin ?? paid.coin,
              txId: paid.txId,
              ...quoteColumns(quote),
            })
            .returning();
          return inserted;
        });
        return created;
      }),
    );
    if (!row) throw new Error("course payment insert returned nothing");
    return toCoursePaymentDto(row);
  }
  if (input.method === "card") {
    if (!deps.gateway.isAvailable) throw new AppError("UNAVAILABLE", CARD_UNAVAILABLE);
    const card = input.card;
    if (!card) throw new AppError("BAD_REQUEST", "Enter your card details");
    const payments = { db, jobs: deps.jobs, gateway: deps.gateway, log: deps.log };
    const charge = { userId: input.userId, purpose: "course" as const, amountCents: input.priceCents, card };
    const row = await chargeCard(
      payments,
      charge,
      async (tx) => {
        await refuseDuplicate(tx, input.userId);
        await refuseChargeInFlight(tx, input.userId, "course");
      },
      async (tx, charged) => {
        // Checked again under the lock: a second payment that raced this one is refunded, not granted twice.
        await refuseDuplicate(tx, input.userId);
        const [created] = await tx
          .insert(coursePayments)
          .values({
            ...base,
            cardBrand: charged.brand,
            cardLast4: charged.last4,
            status: "accepted",
            decidedAt: new Date(),
          })
          .returning();
        if (created) await mailCourseBought(tx, deps, created);
        return created;
      },
    );
    if (!row) throw new Error("course payment insert returned nothing");
    return toCoursePaymentDto(row);
  }
  const row = await db.transaction(async (tx) => {
    await refuseDuplicate(tx, input.userId);
    const balance = await getBalanceCents(tx, input.userId);
    if (balance < input.priceCents) {
      const message = EDUCATION_MESSAGES.insufficientBalance(formatMoney(balance), formatMoney(input.priceCents));
      throw new AppError("BAD_REQUEST", message, [{ field: "method", message }]);
    }
    const created = returnedRow(
      await tx
        .insert(coursePayments)
        .values({ ...base, status: "accepted", decidedAt: new Date() })
        .returning(),
      "course payment insert",
    );
    await postLedgerEntry(tx, {
      userId: input.userId,
      kind: "course_purchase",
      amountCents: -input.priceCents,
      reason: `${COURSE_LABELS[input.course]} course`,
      refType: "course_payment",
      refId: created.id,
      createdBy: input.userId,
    });
    await mailCourseBought(tx, deps, created);
    return created;
  });
  return toCoursePaymentDto(row);
}

/** A user's course payments, newest first, a page at a time. */
export async function listMyCoursePayments(db: Db, userId: string, page: TCursorQuery) {
  const rows = await memberCursorRows(db, coursePayments, userId, page);
  return cursorPage(rows, page, (r) => r, toCoursePaymentDto);
}

/** One of the user's course payments, for its receipt; someone else's is not found. */
export async function getMyCoursePayment(db: Db, userId: string, id: string): Promise<TCoursePayment> {
  const [row] = await db
    .select()
    .from(coursePayments)
    .where(and(eq(coursePayments.userId, userId), eq(coursePayments.id, id)));
  if (!row) throw new AppError("NOT_FOUND", EDUCATION_MESSAGES.paymentNotFound);
  return toCoursePaymentDto(row);
}

/** Pending first, then newest first. */
export async function listCoursePayments(db: Db, page: TPageQuery): Promise<TPage<TAdminCoursePayment>> {
  const [total] = await db.select({ n: count() }).from(coursePayments);
  const rows = await db
    .select({ payment: coursePayments, user: users })
    .from(coursePayments)
    .innerJoin(users, eq(users.id, coursePayments.userId))
    .orderBy(
      sql`case when ${coursePayments.status} = 'pending' then 0 else 1 end`,
      desc(coursePayments.createdAt),
      desc(coursePayments.id),
    )
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return {
    items: rows.map(({ payment, user }) => toAdminCoursePaymentDto(payment, user)),
    page: page.page,
    pageSize: page.pageSize,
    total: Number(total?.n ?? 0),
  };
}

export type CourseDecision = { paymentId: string; adminId: string } & (
  | { status: "accepted" }
  | { status: "denied"; reason: string }
);

/** Accept or deny a pending payment once: a second decision is a 409 and changes nothing. */
export async function decideCoursePayment(
  db: Db,
  deps: { jobs: JobQueue; publicUrl: string },
  decision: CourseDecision,
): Promise<TCoursePayment> {
  const reason = decision.status === "denied" ? decision.reason : null;
  return decide(db, deps.jobs, {
    table: coursePayments,
    id: decision.paymentId,
    adminId: decision.adminId,
    from: "pending",
    messages: { notFound: "Course payment not found", decided: EDUCATION_MESSAGES.alreadyDecided },
    apply: async (_tx, _pending, { owner, update }) => {
      const updated = await update({
        status: decision.status,
        denyReason: reason,
        decidedBy: decision.adminId,
        decidedAt: new Date(),
      });
      return {
        result: toCoursePaymentDto(updated),
        audit: {
          action: decision.status === "accepted" ? "course_payment.accept" : "course_payment.deny",
          targetType: "course_payment",
          targetId: updated.id,
          before: { status: "pending" },
          after: { status: updated.status },
          reason,
        },
        mail:
          decision.status === "accepted"
            ? courseBoughtMail(owner, updated, deps.publicUrl)
            : coursePaymentDeniedMail(owner, updated),
      };
    },
  });
}
