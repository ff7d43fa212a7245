import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, createTestUser } from "../../../test/helpers.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { sealLedger, verifyLedgerChain } from "./ledger-chain.ts";

const app = await createTestApp();
const now = () => new Date();

async function credit(userId: string, amountCents: number): Promise<string> {
  return app.db.transaction(async (tx) => {
    await lockWallet(tx as unknown as Db, userId);
    return (
      await postLedgerEntry(tx as unknown as Db, { userId, kind: "admin_adjustment", amountCents, reason: "test" })
    ).id;
  });
}

/** An edit by hand, as someone with database access would make it: past the append-only trigger. */
async function editByHand(statement: ReturnType<typeof sql>): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
  });
}

async function positionOf(entryId: string): Promise<number> {
  const [row] = await queryRows<{ position: string }>(
    app.db,
    sql`SELECT position::text AS position FROM ledger_chain WHERE entry_id = ${entryId}`,
  );
  return Number(row?.position);
}

const alice = await createTestUser(app);
const bob = await createTestUser(app);
// Posted before any sealing run: the first run chains them (the migration queued what existed).
const early = [await credit(alice.user.id, 10_00), await credit(bob.user.id, 25_00)];
// More than nine, so that positions of two digits follow those of one.
for (let i = 1; i <= 10; i++) await credit(bob.user.id, i);

describe("the ledger's hash chain", () => {
  it("seals every entry once, in insertion order, and verifies", async () => {
    const first = await sealLedger(app.db, now());
    expect(first.sealed).toBeGreaterThanOrEqual(12);
    expect(await positionOf(early[1]!)).toBe((await positionOf(early[0]!)) + 1);
    const later = await credit(alice.user.id, 3_00);
    const second = await sealLedger(app.db, now());
    expect(second.sealed).toBe(1);
    expect(second.head.position).toBe(await positionOf(later));
    expect((await sealLedger(app.db, now())).sealed).toBe(0);
    const report = await verifyLedgerChain(app.db);
    expect(report).toMatchObject({ firstProblem: null, unsealed: 0, checked: second.head.position });
    expect(report.head.hash).toBe(second.head.hash);
  });

  it.each([
    ["an amount", sql`amount_cents = amount_cents + 1`, sql`amount_cents = amount_cents - 1`],
    ["a date", sql`created_at = created_at - interval '1 day'`, sql`created_at = created_at + interval '1 day'`],
  ])("names the entry whose %s was changed by hand", async (_what, change, undo) => {
    const target = early[1]!;
    await editByHand(sql`UPDATE ledger_entries SET ${change} WHERE id = ${target}`);
    const report = await verifyLedgerChain(app.db);
    expect(report.firstProblem).toMatchObject({ entryId: target, position: await positionOf(target) });
    expect(report.firstProblem?.problem).toMatch(/content does not match/);
    await editByHand(sql`UPDATE ledger_entries SET ${undo} WHERE id = ${target}`);
    expect((await verifyLedgerChain(app.db)).firstProblem).toBeNull();
  });

  it("names the entry moved to another account by hand", async () => {
    const target = early[0]!;
    await editByHand(sql`UPDATE ledger_entries SET user_id = ${bob.user.id} WHERE id = ${target}`);
    expect((await verifyLedgerChain(app.db)).firstProblem).toMatchObject({ entryId: target });
    await editByHand(sql`UPDATE ledger_entries SET user_id = ${alice.user.id} WHERE id = ${target}`);
    expect((await verifyLedgerChain(app.db)).firstProblem).toBeNull();
  });

  it("refuses to let the chain itself be rewritten through the app's rules", async () => {
    const error = await app.db.execute(sql`UPDATE ledger_chain SET hash = prev_hash`).catch((e: Error) => e);
    expect(String((error as Error).cause)).toMatch(/append-only/);
    expect((await verifyLedgerChain(app.db)).firstProblem).toBeNull();
  });
});
