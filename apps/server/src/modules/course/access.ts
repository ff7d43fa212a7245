import {
  COURSE_MESSAGES,
  MONTHLY_ACCESS_MONTHS,
  type TCourse,
  type TCourseAccess,
  TRIAL_DAYS,
} from "@vaultline/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { coursePayments, courseTrials, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { addCalendarMonths } from "../../lib/calendar.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { lockWallet } from "../../lib/wallet-lock.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type AccessFacts = {
  payments: { course: TCourse; status: "pending" | "accepted" | "denied"; decidedAt: Date | null }[];
  trial: { endsAt: Date } | null;
};

/**
 * When the monthly packages run out: each accepted payment adds 3 calendar months, counted from its
 * acceptance, or from the end of the access still running then (a renewal extends, never overlaps).
 */
export function monthlyAccessEnd(payments: AccessFacts["payments"]): Date | null {
  const accepted = payments
    .filter((p) => p.course === "monthly" && p.status === "accepted" && p.decidedAt)
    .map((p) => p.decidedAt as Date)
    .sort((a, b) => a.getTime() - b.getTime());
  let end: Date | null = null;
  for (const decidedAt of accepted) {
    const start: Date = end && end > decidedAt ? end : decidedAt;
    end = addCalendarMonths(start, MONTHLY_ACCESS_MONTHS);
  }
  return end;
}

function daysLeft(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** What opens the course at `now`: PREMIUM for life, then a running monthly package, then the trial. */
export function accessFromFacts(facts: AccessFacts, now: Date, isSignedIn = true): TCourseAccess {
  const base = {
    isSignedIn,
    canStartTrial: isSignedIn && facts.trial === null,
    trialEndedAt: facts.trial && facts.trial.endsAt <= now ? facts.trial.endsAt.toISOString() : null,
    monthlyEndedAt: null,
    hasPendingPayment: facts.payments.some((p) => p.status === "pending"),
  };
  if (facts.payments.some((p) => p.course === "fullPay" && p.status === "accepted")) {
    return { ...base, kind: "lifetime", endsAt: null, daysLeft: null, canStartTrial: false };
  }
  const monthlyEnd = monthlyAccessEnd(facts.payments);
  if (monthlyEnd && monthlyEnd > now) {
    return {
      ...base,
      kind: "monthly",
      endsAt: monthlyEnd.toISOString(),
      daysLeft: daysLeft(monthlyEnd, now),
      canStartTrial: false,
    };
  }
  if (facts.trial && facts.trial.endsAt > now) {
    return {
      ...base,
      kind: "trial",
      endsAt: facts.trial.endsAt.toISOString(),
      daysLeft: daysLeft(facts.trial.endsAt, now),
    };
  }
  return { ...base, kind: "none", endsAt: null, daysLeft: null, monthlyEndedAt: monthlyEnd?.toISOString() ?? null };
}

/** One query after the other: `db` may be a transaction, one connection that takes one query at a time. */
async function loadFacts(db: Db, userId: string): Promise<AccessFacts> {
  const payments = await db
    .select({ course: coursePayments.course, status: coursePayments.status, decidedAt: coursePayments.decidedAt })
    .from(coursePayments)
    .where(eq(coursePayments.userId, userId));
  const trials = await db
    .select({ endsAt: courseTrials.endsAt })
    .from(courseTrials)
    .where(eq(courseTrials.userId, userId));
  return { payments, trial: trials[0] ?? null };
}

const SIGNED_OUT: AccessFacts = { payments: [], trial: null };

export async function getCourseAccess(db: Db, userId: string | null, now: Date): Promise<TCourseAccess> {
  if (!userId) return accessFromFacts(SIGNED_OUT, now, false);
  return accessFromFacts(await loadFacts(db, userId), now);
}

export function hasAccess(access: TCourseAccess): boolean {
  return access.kind !== "none";
}

/** Refuses (403, with the way in) a member without a package or a running trial. */
export async function requireCourseAccess(db: Db, userId: string, now: Date): Promise<void> {
  if (!hasAccess(await getCourseAccess(db, userId, now))) throw new AppError("FORBIDDEN", COURSE_MESSAGES.locked);
}

/**
 * One trial per account and per mailbox (canonical_mailbox, migration 0031: case, "+tags", Gmail's
 * dots), for 7 × 24 hours from the click; nothing is ever charged. The mail keeps going to the
 * address as the member typed it; only the trial's record holds the canonical form.
 */
export async function startTrial(db: Db, userId: string, now: Date): Promise<TCourseAccess> {
  try {
    return await db.transaction(async (tx) => {
      // The user's row lock orders a double click, so the second sees the first's trial.
      await lockWallet(tx, userId);
      const facts = await loadFacts(tx, userId);
      if (facts.trial) throw new AppError("CONFLICT", COURSE_MESSAGES.trialUsed);
      if (hasAccess(accessFromFacts(facts, now))) throw new AppError("CONFLICT", COURSE_MESSAGES.alreadyHasAccess);
      const mailbox = sql`(SELECT canonical_mailbox(${users.email}) FROM ${users} WHERE ${users.id} = ${userId})`;
      const [taken] = await tx
        .select({ userId: courseTrials.userId })
        .from(courseTrials)
        .where(eq(courseTrials.mailbox, mailbox));
      if (taken) throw new AppError("CONFLICT", COURSE_MESSAGES.trialMailboxUsed);
      const endsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
      await tx.insert(courseTrials).values({ userId, startedAt: now, endsAt, mailbox });
      return accessFromFacts({ ...facts, trial: { endsAt } }, now);
    });
  } catch (error) {
    // Two accounts on one mailbox at the same moment: the unique index lets the first through.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", COURSE_MESSAGES.trialMailboxUsed);
    throw error;
  }
}
