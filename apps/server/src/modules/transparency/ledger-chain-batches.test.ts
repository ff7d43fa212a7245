import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, createTestUser } from "../../../test/helpers.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { entryHash, GENESIS_HASH, sealLedger, verifyLedgerChain } from "./ledger-chain.ts";

// Sealing in batches must give exactly the chain of the definition: every entry, in insertion
// order, hashed one after the other onto the previous hash (docs/transparency.md, "The ledger chain").

const app = await createTestApp();
const now = () => new Date();

async function credit(userId: string, amountCents: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    await lockWallet(tx as unknown as Db, userId);
    await postLedgerEntry(tx as unknown as Db, { userId, kind: "admin_adjustment", amountCents, reason: "batch" });
  });
}

/** The chain as the definition makes it, one entry at a time, from the ledger in insertion order. */
async function chainByDefinition(): Promise<{ entryId: string; prevHash: string; hash: string }[]> {
  const entries = await queryRows<Record<string, string>>(
    app.db,
    sql`SELECT e.id, e.user_id, e.kind, e.amount_cents::text AS amount_cents,
        to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
        e.ref_type, e.ref_id, e.reason, e.created_by
      FROM ledger_entries e ORDER BY e.seq`,
  );
  let prev = GENESIS_HASH;
  return entries.map((entry) => {
    const hash = entryHash(prev, entry as never);
    const link = { entryId: entry.id as string, prevHash: prev, hash };
    prev = hash;
    return link;
  });
}

async function storedChain() {
  return queryRows<{ position: string; entryId: string; prevHash: string; hash: string }>(
    app.db,
    sql`SELECT c.position::text AS position, c.entry_id AS "entryId", c.prev_hash AS "prevHash", c.hash
      FROM ledger_chain c ORDER BY c.position`,
  );
}

describe("the ledger chain sealed in batches", () => {
  it("seals nothing on an empty ledger and leaves the head at the genesis hash", async () => {
    expect(await sealLedger(app.db, now(), 3)).toEqual({ sealed: 0, head: { position: 0, hash: GENESIS_HASH } });
    expect(await verifyLedgerChain(app.db)).toMatchObject({ checked: 0, unsealed: 0, firstProblem: null });
  });

  it("is the one-by-one chain over several batches, a last short one, and an exact boundary", async () => {
    const alice = await createTestUser(app);
    for (let i = 1; i <= 7; i++) await credit(alice.user.id, 100 * i);
    const sealed = await sealLedger(app.db, now(), 3);
    const expected = await chainByDefinition();
    expect(expected.length).toBeGreaterThanOrEqual(7);
    expect(sealed).toEqual({
      sealed: expected.length,
      head: { position: expected.length, hash: expected.at(-1)?.hash },
    });
    const stored = await storedChain();
    expect(stored.map(({ entryId, prevHash, hash }) => ({ entryId, prevHash, hash }))).toEqual(expected);
    expect(stored.map((row) => Number(row.position))).toEqual(expected.map((_, i) => i + 1));

    // Exactly two batches' worth: the run ends on an empty batch and chains on from the head.
    for (let i = 1; i <= 6; i++) await credit(alice.user.id, 7 * i);
    expect((await sealLedger(app.db, now(), 3)).sealed).toBe(6);
    expect((await storedChain()).map(({ entryId, prevHash, hash }) => ({ entryId, prevHash, hash }))).toEqual(
      await chainByDefinition(),
    );
    expect(await verifyLedgerChain(app.db)).toMatchObject({ unsealed: 0, firstProblem: null });
  });

  it("chains an entry posted after a seal onto the previous head, with the default batch", async () => {
    const before = await sealLedger(app.db, now());
    expect(before.sealed).toBe(0);
    const bob = await createTestUser(app);
    await credit(bob.user.id, 42_00);
    const after = await sealLedger(app.db, now());
    expect(after.sealed).toBeGreaterThanOrEqual(1);
    const stored = await storedChain();
    expect(stored[before.head.position]?.prevHash).toBe(before.head.hash);
    expect(stored.map(({ entryId, prevHash, hash }) => ({ entryId, prevHash, hash }))).toEqual(
      await chainByDefinition(),
    );
  });

  it("still names an entry of a later batch changed by hand", async () => {
    const [target] = await queryRows<{ id: string; position: string }>(
      app.db,
      sql`SELECT entry_id AS id, position::text AS position FROM ledger_chain WHERE position = 5`,
    );
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
      await tx.execute(sql`UPDATE ledger_entries SET amount_cents = amount_cents + 1 WHERE id = ${target?.id}`);
      await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
    });
    expect((await verifyLedgerChain(app.db)).firstProblem).toMatchObject({ position: 5, entryId: target?.id });
  });
});
