import {
  CONTENT_MESSAGES,
  COURSES,
  MAX_UPLOAD_BYTES,
  MONTHLY_ACCESS_MONTHS,
  paymentCheckOf,
  type TPage,
  type TPageQuery,
  TRIAL_DAYS,
  type TSubscriber,
} from "@vaultline/shared";
import { asc, count, desc, eq, min, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { plans, subscribers } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { toCsv } from "../../lib/csv.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { toSubscriber } from "./content.dto.ts";
import { faqSections } from "./faq-content.ts";

const HOUR_MS = 60 * 60 * 1000;

/** The FAQ, its figures read from the data the product uses, so no answer can disagree with it. */
export async function listFaqs(db: Db, config: Pick<Config, "addressHoldMs" | "fourEyesThresholdCents" | "chain">) {
  // The plans open for deposits, as the plan list shows them.
  const [lowest] = await db
    .select({ cents: min(plans.minCents) })
    .from(plans)
    .where(eq(plans.isHidden, false));
  return faqSections({
    course: {
      monthlyCents: COURSES.monthly,
      fullPayCents: COURSES.fullPay,
      monthlyAccessMonths: MONTHLY_ACCESS_MONTHS,
      trialDays: TRIAL_DAYS,
    },
    addressHoldHours: config.addressHoldMs / HOUR_MS,
    fourEyesThresholdCents: config.fourEyesThresholdCents,
    lowestPlanMinimumCents: lowest?.cents == null ? null : Number(lowest.cents),
    maxUploadMiB: MAX_UPLOAD_BYTES / (1024 * 1024),
    paymentCheck: paymentCheckOf(config.chain.mode),
  });
}

/** Stores an e-mail once (any case); a second subscription is a 409. */
export async function subscribe(db: Db, email: string): Promise<void> {
  const value = email.trim();
  const [existing] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = ${value.toLowerCase()}`);
  if (existing) throw new AppError("CONFLICT", CONTENT_MESSAGES.alreadySubscribed);
  try {
    await db.insert(subscribers).values({ email: value });
  } catch (error) {
    // Two racing requests: the unique index on lower(email) decides.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", CONTENT_MESSAGES.alreadySubscribed);
    throw error;
  }
}

export async function listSubscribers(db: Db, page: TPageQuery): Promise<TPage<TSubscriber>> {
  const [total] = await db.select({ n: count() }).from(subscribers);
  const rows = await db
    .select()
    .from(subscribers)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { items: rows.map(toSubscriber), page: page.page, pageSize: page.pageSize, total: Number(total?.n ?? 0) };
}

export async function subscribersCsv(db: Db): Promise<string> {
  const rows = await db.select().from(subscribers).orderBy(asc(subscribers.createdAt));
  return toCsv(
    rows.map((r) => ({ email: r.email, subscribed_at: r.createdAt.toISOString() })),
    ["email", "subscribed_at"],
    { recordDelimiter: "windows" },
  );
}

/** Registered members, admins excluded: the counter the database keeps (migration 0017, in slots since 0025), never a count(*). */
export async function countMembers(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`SELECT coalesce(sum(n), 0) AS n FROM member_count`);
  return Number(row?.n ?? 0);
}
