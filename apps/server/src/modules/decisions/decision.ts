import { and, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { type MailTemplate, mailTo } from "../../lib/mail-templates/mail-template.ts";
import { lockWallet } from "../../lib/wallet-lock.ts";
import { type AuditEntry, writeAudit } from "./audit.ts";
import { refuseOwnRequest } from "./own-requests.ts";

/** A table of requests an admin decides on: each row has an id, an owner and a status. */
type DecidableTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn; status: AnyPgColumn };
/** A table of items an admin proposed and another decides (four eyes): the proposer is the owner. */
type ProposalTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

type Item<T extends ProposalTable> = T["$inferSelect"] & { id: string; status: string };

type Member = typeof users.$inferSelect;

/** The state, or the set of states, a decision may start from. */
type From = string | readonly string[];

const statesOf = (from: From): readonly string[] => (typeof from === "string" ? [from] : from);

/** What a decision did: the answer, its audit row (the deciding admin is added) and the member's mail. */
type Outcome<Result> = {
  result: Result;
  audit: Omit<AuditEntry, "adminId">;
  mail: MailTemplate | null;
};

type DecisionFlow<T extends ProposalTable, Result> = {
  table: T;
  /**
   * The column naming the item's owner, whose own request no admin decides: a member's `userId`
   * (the default), or for an admin's proposal (a custody location) the proposing admin's. Anything
   * but `userId` needs `locksOwner: false`: there is no member's money to lock.
   */
  ownedBy?: keyof T["$inferSelect"] & string;
  id: string;
  adminId: string;
  /** The state (or states) a decision leaves; in any other the item is already decided (409 `messages.decided`). */
  from: From;
  messages: { notFound: string; decided: string };
  /**
   * Whether the member's row is locked before the item (default). Only a decision that changes
   * nothing of the member's (no wallet entry, no account flag) may skip it, so that decisions on one
   * member's items run side by side.
   */
  locksOwner?: boolean;
  /** The flow's own refusals, after the own-request rule and before the state is checked. */
  refuse?: (item: Item<T>) => void;
  /**
   * The decision and its side effects (ledger entries, units bought, the member verified). `update`
   * is the conditional update from `from`; it answers 409 when another decision came first.
   */
  apply: (
    tx: Db,
    item: Item<T>,
    context: { owner: Member; update: (values: Partial<T["$inferInsert"]>) => Promise<Item<T>> },
  ) => Promise<Outcome<Result>>;
};

/**
 * Locks a member's item in the lock order of every money path (docs/adr/0101-lock-order.md): its
 * owner is read without a lock, the member's row is locked (unless `locksOwner` is false), then the
 * item. An unknown item is a 404 `notFound`; with `ownerId`, so is another member's, whose row is
 * then not locked.
 */
export async function lockItem<T extends ProposalTable>(
  tx: Db,
  table: T,
  id: string,
  options: { notFound: string; ownerId?: string; locksOwner?: boolean },
): Promise<Item<T>> {
  const notFound = () => new AppError("NOT_FOUND", options.notFound);
  if (options.locksOwner !== false) {
    const [found] = (await tx
      .select({ userId: (table as PgTable as DecidableTable).userId })
      .from(table as PgTable)
      .where(eq(table.id, id))) as { userId: string }[];
    if (!found || (options.ownerId && found.userId !== options.ownerId)) throw notFound();
    await lockWallet(tx, found.userId);
  }
  const [item] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update")) as Item<T>[];
  if (!item || (options.ownerId && (item as { userId?: string }).userId !== options.ownerId)) throw notFound();
  return item;
}

/** The conditional update of an item still in (one of) `from`; when none is, another decision came first: 409 `decided`. */
export async function updateFrom<T extends ProposalTable>(
  tx: Db,
  table: T,
  id: string,
  from: From,
  values: Partial<T["$inferInsert"]>,
  decided: string,
): Promise<Item<T>> {
  const [row] = (await tx
    .update(table as PgTable)
    .set(values as never)
    .where(and(eq(table.id, id), inArray(table.status, [...statesOf(from)])))
    .returning()) as Item<T>[];
  if (!row) throw new AppError("CONFLICT", decided);
  return row;
}

/**
 * One admin decision on a member's request (a deposit, a withdrawal, an identity check, a course
 * payment, a large wallet adjustment), all in one transaction:
 * 1. the member's row, then the item, are locked (lockItem; `locksOwner: false` skips the
 *    member's row);
 * 2. an unknown item is a 404, the admin's own request a 409 (docs/product-rules.md), then the
 *    flow's own refusals, then an item no longer in `from` a 409;
 * 3. the flow applies the decision; its audit row is written and the member's mail enqueued in the
 *    same transaction, so a rolled-back decision records and sends nothing.
 * `db` may be a transaction already (the decision is then a savepoint of it).
 */
export async function decide<T extends ProposalTable, Result>(
  db: Db,
  jobs: JobQueue,
  flow: DecisionFlow<T, Result>,
): Promise<Result> {
  const { table, id, messages } = flow;
  if (flow.ownedBy && flow.ownedBy !== "userId" && flow.locksOwner !== false) {
    throw new Error("a decision owned by another column than userId locks no member (locksOwner: false)");
  }
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, table, id, { notFound: messages.notFound, locksOwner: flow.locksOwner });
    const ownerId = (item as Record<string, unknown>)[flow.ownedBy ?? "userId"] as string;
    refuseOwnRequest(flow.adminId, ownerId);
    flow.refuse?.(item);
    if (!statesOf(flow.from).includes(item.status)) throw new AppError("CONFLICT", messages.decided);
    const [owner] = await tx.select().from(users).where(eq(users.id, ownerId));
    if (!owner) throw new AppError("NOT_FOUND", "User not found");
    const update = (values: Partial<T["$inferInsert"]>) =>
      updateFrom(tx, table, id, flow.from, values, messages.decided);
    const outcome = await flow.apply(tx, item, { owner, update });
    await writeAudit(tx, { adminId: flow.adminId, ...outcome.audit });
    if (outcome.mail) await jobs.enqueue(tx, sendMailJob, mailTo(owner, outcome.mail));
    return outcome.result;
  });
}
