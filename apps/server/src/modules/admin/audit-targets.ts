import { type TAuditTarget, toDollars } from "@vaultline/shared";
import { inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
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

/** The columns that name a target's member, amount and name; a kind has those it has. */
type Named = { personId?: AnyPgColumn; amountCents?: AnyPgColumn; name?: AnyPgColumn };
type FoundRow = { id: string; personId?: string | null; amountCents?: number | string | null; name?: string | null };

/** Reads the targets of one kind by id, with what `columns` names of each (the rest is null). */
function byIds(table: PgTable & { id: AnyPgColumn }, columns: Named): Lookup {
  return async (db, ids) => {
    const rows = (await db
      .select({ id: table.id, ...columns })
      .from(table as PgTable)
      .where(inArray(table.id, ids))) as FoundRow[];
    return rows.map((r) => ({
      id: r.id,
      personId: r.personId ?? null,
      amountCents: r.amountCents == null ? null : Number(r.amountCents),
      name: r.name ?? null,
    }));
  };
}

// One lookup per kind of target an entry names. A kind not listed here (a file, the course order)
// is shown by its ids alone.
const LOOKUPS: Record<string, Lookup> = {
  user: byIds(users, { personId: users.id }),
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
  withdrawal: byIds(withdrawals, { personId: withdrawals.userId, amountCents: withdrawals.amountCents }),
  verification_request: byIds(verificationRequests, { personId: verificationRequests.userId }),
  course_payment: byIds(coursePayments, { personId: coursePayments.userId, amountCents: coursePayments.amountCents }),
  plan: byIds(plans, { name: plans.name }),
  course_module: byIds(courseModules, { name: courseModules.title }),
  course_lesson: byIds(courseLessons, { name: courseLessons.title }),
  review: byIds(reviewImageArchive, { name: reviewImageArchive.caption }),
  member_review: byIds(memberReviews, { personId: memberReviews.userId }),
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
