import { TRANSPARENCY_MESSAGES, verifyInclusion } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { acceptRisk, invest, planIdByName } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, signInAgain, type TestUser } from "../../../test/helpers.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { JOB_HANDLERS } from "../../job-handlers.ts";
import { jobContext } from "../../jobs/context.ts";
import { publishLiabilitiesJob } from "../../jobs/publish-liabilities.ts";
import { manualClock } from "../../lib/clock.ts";
import { lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { entryHash, verifyLedgerChain } from "./ledger-chain.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date("2026-06-01T12:00:00.000Z"));
const app = await createTestApp(
  {
    reserves: {
      addresses: [{ coin: "BTC", address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" }],
      explorerUrls: {
        BTC: "https://explorer.test/btc/{address}",
        USDT_ERC20: "https://explorer.test/eth/{address}",
        ETH: "https://explorer.test/eth/{address}",
      },
    },
  },
  { clock },
);
const admin = await createTestUser(app, { isAdmin: true });

async function credit(user: TestUser, amountCents: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    await lockWallet(tx as unknown as Db, user.user.id);
    await postLedgerEntry(tx as unknown as Db, { userId: user.user.id, kind: "admin_adjustment", amountCents });
  });
}

async function publish(): Promise<void> {
  const handler = JOB_HANDLERS.find((h) => h.job.name === publishLiabilitiesJob.name);
  await handler?.run(jobContext(app), {});
  // The public answer is cached for a second (another process's write shows after it).
  clock.advance(2_000);
}

const proofOf = (user: TestUser, query = "") =>
  call(app, { method: "GET", url: `/api/user/transparency/proof${query}`, headers: user.auth });
const published = async () => (await call(app, { method: "GET", url: "/api/transparency" })).body.data;

const alice = await createTestUser(app);
const bob = await createTestUser(app);
await credit(alice, 12_34);
await credit(bob, 5_00);
// Bob also holds a position, valued at its plan's NAV.
await acceptRisk(app, bob);
const deposit = await invest(app, bob, { planId: await planIdByName(app, "Standard"), amount: "400", currency: "BTC" });
const approved = await call(app, {
  method: "POST",
  url: `/api/admin/users/approveInvestment/${deposit.body.data.id}`,
  payload: {},
  headers: admin.auth,
});

describe("the proof of liabilities", () => {
  it("answers 404 before the first publication, and 401 without a session", async () => {
    expect(approved.status).toBe(200);
    expect(await proofOf(alice)).toMatchObject({ status: 404, body: { error: TRANSPARENCY_MESSAGES.noTreeYet } });
    expect((await call(app, { method: "GET", url: "/api/user/transparency/proof" })).status).toBe(401);
    expect((await published()).days).toEqual([]);
  });

  it("publishes the day's root, total and account count: every account's wallet plus positions at market", async () => {
    await publish();
    const { days } = await published();
    expect(days).toHaveLength(1);
    const accounts = await queryRows<{ n: number }>(app.db, sql`SELECT count(*)::int AS n FROM users`);
    let expected = 0;
    for (const user of [admin, alice, bob]) {
      const portfolio = await call(app, { method: "GET", url: "/api/user/portfolio", headers: user.auth });
      expected += Math.round(portfolio.body.data.total * 100);
    }
    expect(expected).toBeGreaterThan(12_34 + 5_00 + 300_00);
    expect(days[0]).toMatchObject({ day: "2026-06-01", memberCount: accounts[0]!.n, totalCents: expected });
    expect(days[0].rootHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("gives a member the proof of their balance, which verifies up to the published root", async () => {
    const { days } = await published();
    for (const [user, balance] of [
      [alice, 12_34],
      [bob, null],
    ] as const) {
      const res = await proofOf(user);
      expect(res.status).toBe(200);
      const proof = res.body.data;
      expect(proof).toMatchObject({
        accountId: user.user.id,
        root: { hash: days[0].rootHash, sumCents: days[0].totalCents },
      });
      if (balance !== null) expect(proof.balanceCents).toBe(balance);
      expect(await verifyInclusion(proof)).toMatchObject({ isValid: true, problem: null });
      // The same proof with a cent more fails.
      expect((await verifyInclusion({ ...proof, balanceCents: proof.balanceCents + 1 })).isValid).toBe(false);
    }
  });

  it("publishes once a day, keeps the history, and knows who was not in a day's tree", async () => {
    const first = (await published()).days[0];
    await publish();
    expect((await published()).days).toEqual([first]);
    const carol = await createTestUser(app);
    expect(await proofOf(carol)).toMatchObject({ status: 404, body: { error: TRANSPARENCY_MESSAGES.notInTree } });
    clock.advance(DAY_MS);
    await publish();
    const { days } = await published();
    expect(days.map((d: { day: string }) => d.day)).toEqual(["2026-06-02", "2026-06-01"]);
    expect((await proofOf(carol)).status).toBe(200);
    expect((await proofOf(carol, "?day=2026-06-01")).status).toBe(404);
    expect((await proofOf(alice, "?day=2026-06-01")).body.data.root.hash).toBe(first.rootHash);
    expect(await proofOf(alice, "?day=2026-05-01")).toMatchObject({
      status: 404,
      body: { error: TRANSPARENCY_MESSAGES.noTreeThatDay },
    });
    expect((await proofOf(alice, "?day=yesterday")).status).toBe(400);
  });

  it("publishes the ledger chain's last sealed hash, which catches a rewritten chain", async () => {
    const { days } = await published();
    const [head] = await queryRows<{ position: string; hash: string }>(
      app.db,
      sql`SELECT c.position::text AS position, c.hash FROM ledger_chain c ORDER BY c.position DESC LIMIT 1`,
    );
    expect(days[0]).toMatchObject({ ledgerPosition: Number(head!.position), ledgerHash: head!.hash });
    // Someone with database access changes an amount and recomputes every hash after it.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
      await tx.execute(sql`ALTER TABLE ledger_chain DISABLE TRIGGER ledger_chain_append_only`);
      await tx.execute(sql`UPDATE ledger_entries SET amount_cents = 1 WHERE user_id = ${alice.user.id}`);
      const rows = await queryRows<Record<string, string> & { position: string }>(
        tx as unknown as Db,
        sql`SELECT c.position::text AS position, e.id, e.user_id, e.kind, e.amount_cents::text AS amount_cents,
            to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
            e.ref_type, e.ref_id, e.reason, e.created_by
          FROM ledger_chain c JOIN ledger_entries e ON e.id = c.entry_id ORDER BY c.position`,
      );
      let prev = "0".repeat(64);
      for (const row of rows) {
        const hash = entryHash(prev, row as never);
        await tx.execute(
          sql`UPDATE ledger_chain SET prev_hash = ${prev}, hash = ${hash} WHERE position = ${row.position}`,
        );
        prev = hash;
      }
      await tx.execute(sql`ALTER TABLE ledger_chain ENABLE TRIGGER ledger_chain_append_only`);
      await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
    });
    expect((await verifyLedgerChain(app.db)).firstProblem?.problem).toMatch(/published for 2026-06-01/);
  });

  it("lists the reserve addresses with their explorer links, unread without a chain watcher", async () => {
    const { reserves, isSimulated } = await published();
    expect(isSimulated).toBe(true);
    expect(reserves).toMatchObject({
      isWatched: false,
      addresses: [
        {
          coin: "BTC",
          address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
          explorerUrl: "https://explorer.test/btc/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
          balance: null,
          notRead: TRANSPARENCY_MESSAGES.reserveNoWatcher,
        },
      ],
      coverage: [{ coin: "BTC", percent: null }],
    });
  });
});

describe("publishing now from the admin area", () => {
  it("is for admins only, publishes the day once, and each request is in the audit log", async () => {
    clock.advance(DAY_MS);
    const day = clock.now().toISOString().slice(0, 10);
    const url = "/api/admin/transparency/publish";
    // A day later the earlier sessions have run out.
    const [member, signedIn] = [await signInAgain(app, alice), await signInAgain(app, admin)];
    expect((await call(app, { method: "POST", url, headers: member.auth })).status).toBe(403);
    const first = await call(app, { method: "POST", url, headers: signedIn.auth });
    expect(first.body).toMatchObject({ status: 200, message: "Published", data: { day, isNew: true } });
    const again = await call(app, { method: "POST", url, headers: signedIn.auth });
    expect(again.body).toMatchObject({ status: 200, message: "Already published today", data: { day, isNew: false } });
    const audit = await call(app, {
      method: "GET",
      url: "/api/admin/audit?action=transparency.publish",
      headers: signedIn.auth,
    });
    expect(
      audit.body.data.entries.map((e: { targetId: string; after: { isNew: boolean } }) => [e.targetId, e.after.isNew]),
    ).toEqual([
      [day, false],
      [day, true],
    ]);
  });
});
