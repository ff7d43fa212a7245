import { type TAuditTarget, toDollars } from "@vaultline/shared";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  courseLessons,
  courseModules,
  coursePayments,
  deposits,
  memberReviews,
  plans,
  reviewImageArchive,
  users,
  verificationRequests,
  withdrawals,
} from "../../db/schema.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Found = { personId: string | null; amountCents: number | null; name: string | null };
type Lookup = (db: Db, ids: string[]) => Promise<(Found & { id: string })[]>;

// One lookup per kind of target an entry names. A kind not listed here (a file, the course order)
// is shown by its ids alone.
const LOOKUPS: Record<string, Lookup> = {
  user: (db, ids) =>
    db
      .select({ id: users.id, personId: users.id })
      .from(users)
      .where(inArray(users.id, ids))
      .then((rows) => rows.map((r) => ({ ...r, amountCents: null, name: null }))),
  deposit: async (db, ids) => {
    const rows = await db
      .select({
        id: deposits.id,
        personId: deposits.userId,
        amountCents: deposits.amountCents,
        planId: deposits.planId,
      })
      .from(deposits)
      .where(inArray(deposits.id, ids));
    const planIds = [...new Set(rows.flatMap((r) => (r.planId ? [r.planId] : [])))];
    const named = planIds.length
      ? await db.select({ id: plans.id, name: plans.name }).from(plans).where(inArray(plans.id, planIds))
      : [];
    const planNames = new Map(named.map((p) => [p.id, p.name]));
    return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents), name: planNames.get(r.planId ?? "") ?? null }));
  },
  withdrawal: (db, ids) =>
    db
      .select({ id: withdrawals.id, personId: withdrawals.userId, amountCents: withdrawals.amountCents })
      .from(withdrawals)
      .where(inArray(withdrawals.id, ids))
      .then((rows) => rows.map((r) => ({ ...r, amountCents: Number(r.amountCents), name: null }))),
  verification_request: (db, ids) =>
    db
      .select({ id: verificationRequests.id, personId: verificationRequests.userId })
      .from(verificationRequests)
      .where(inArray(verificationRequests.id, ids))
      .then((rows) => rows.map((r) => ({ ...r, amountCents: null, name: null }))),
  course_payment: (db, ids) =>
    db
      .select({ id: coursePayments.id, personId: coursePayments.userId, amountCents: coursePayments.amountCents })
      .from(coursePayments)
      .where(inArray(coursePayments.id, ids))
      .then((rows) => rows.map((r) => ({ ...r, amountCents: Number(r.amountCents), name: null }))),
  plan: (db, ids) =>
    db
      .select({ id: plans.id, name: plans.name })
      .from(plans)
      .where(inArray(plans.id, ids))
      .then((rows) => rows.map((r) => ({ ...r, personId: null, amountCents: null }))),
  course_module: (db, ids) =>
    db
      .select({ id: courseModules.id, name: courseModules.title })
      .from(courseModules)
      .where(inArray(courseModules.id, ids))
      .then((rows) => rows.map((r) => ({ ...r, personId: null, amountCents: null }))),
  course_lesson: (db, ids) =>
    db
      .select({ id: courseLessons.id, name: courseLessons.title })
      .from(courseLessons)
      .where(inArray(courseLessons.id, ids))
      .then((rows) => rows.map((r) => ({ ...r, personId: null, amountCents: null }))),
  review: (db, ids) =>
    db
      .select({ id: reviewImageArchive.id, name: reviewImageArchive.caption })
      .from(reviewImageArchive)
      .where(inArray(reviewImageArchive.id, ids))
      .then((rows) => rows.map((r) => ({ ...r, personId: null, amountCents: null }))),
  member_review: (db, ids) =>
    db
      .select({ id: memberReviews.id, personId: memberReviews.userId })
      .from(memberReviews)
      .where(inArray(memberReviews.id, ids))
      .then((rows) => rows.map((r) => ({ ...r, amountCents: null, name: null }))),
};

const NOT_FOUND: TAuditTarget = { person: null, amount: null, name: null, isFound: false };

/**
 * What each entry's target is (its member, amount and name), read for one page of the log: one
 * query per kind of target on the page and one for the members, whatever the page size.
 */
export async function describeTargets(
  db: Db,
  entries: { targetType: string; targetId: string }[],
): Promise<TAuditTarget[]> {
  const idsByType = new Map<string, Set<string>>();
  for (const { targetType, targetId } of entries) {
    if (!LOOKUPS[targetType] || !UUID.test(targetId)) continue;
    const ids = idsByType.get(targetType) ?? new Set();
    idsByType.set(targetType, ids.add(targetId));
  }
  const found = new Map<string, Found>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      for (const row of (await LOOKUPS[type]?.(db, [...ids])) ?? []) found.set(`${type}:${row.id}`, row);
    }),
  );
  const personIds = [...new Set([...found.values()].flatMap((f) => (f.personId ? [f.personId] : [])))];
  const people = personIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(users)
        .where(inArray(users.id, personIds))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return entries.map(({ targetType, targetId }) => {
    const target = found.get(`${targetType}:${targetId}`);
    if (!target) return NOT_FOUND;
    const person = target.personId ? byId.get(target.personId) : undefined;
    return {
      person: person
        ? { id: person.id, name: `${person.firstName} ${person.lastName}`, username: person.username }
        : null,
      amount: target.amountCents === null ? null : toDollars(target.amountCents),
      name: target.name,
      isFound: true,
    };
  });
}
