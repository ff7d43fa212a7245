import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  cardCharges,
  coursePayments,
  deposits,
  ledgerEntries,
  pendingAdjustments,
  simChainOutputs,
  withdrawals,
} from "../src/db/schema.ts";
import { manualClock } from "../src/lib/clock.ts";
import { totpCode } from "../src/modules/security/index.ts";
import { IDEMPOTENCY_MESSAGES } from "../src/plugins/idempotency.ts";
import {
  type Answer,
  expectBalancesMatchLedger,
  expectPoolSettled,
  installStatementFaults,
  type Scenario,
  withFault,
} from "./crash-injection.ts";
import { saveReleasedAddress } from "./factories/address-book.ts";
import { sendSimulated, tick, watchedDeposit } from "./factories/chain.ts";
import { pay } from "./factories/course-orders.ts";
import { VALID_BTC_ADDRESS } from "./factories/crypto.ts";
import { acceptRisk, invest, planIdByName } from "./factories/deposits.ts";
import { call, chainTestConfig, createTestApp, createTestUser, type TestUser } from "./helpers.ts";

/*
 * Crash-point testing of every idempotent route (docs/architecture.md, "Idempotency"): the k-th
 * statement a request sends is replaced by the termination of its own connection, as a server
 * restart or a failover does it, for every k from 1 to the request's statement count. Then the
 * same request is sent again with the same Idempotency-Key, and the answer must be true: the
 * operation done exactly once (by the first try or the retry), the retry's answer either the
 * operation's own or a replay of it, and the ledger and the stored balances agreeing.
 * The fault switch is in the test process alone (crash-injection.ts). PostgreSQL server only:
 * PGlite has no connection to terminate (CI runs this file on the server, .ci/run).
 */

const onServer = Boolean(process.env.DATABASE_URL);
if (onServer) installStatementFaults(); // before the apps open their pools

const app = onServer ? await createTestApp() : (undefined as never);
// The routes of the simulated network, on an app that watches it, with a clock the test moves.
const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const chainApp = onServer
  ? await createTestApp({ chain: chainTestConfig({ CHAIN_WATCH: "simulated" }) }, { clock })
  : (undefined as never);

const keyed = (k: string) => ({ "idempotency-key": k });
const newKey = () => `crash-${randomUUID()}`;

async function member(dollars: number, options: { isAdmin?: boolean } = {}): Promise<TestUser> {
  const u = await createTestUser(app, { isVerified: true, ...options });
  await saveReleasedAddress(app, u);
  if (dollars > 0) {
    await app.db
      .insert(ledgerEntries)
      .values({ userId: u.user.id, kind: "admin_adjustment", amountCents: dollars * 100, reason: "test funds" });
  }
  return u;
}

const ledgerCount = async (u: TestUser, kind: string) =>
  (
    await app.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, u.user.id), sql`${ledgerEntries.kind} = ${kind}`))
  ).length;

const withdrawalStatus = async (id: string) =>
  (await app.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)))[0]?.status;
const depositStatus = async (id: string) =>
  (await app.db.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, id)))[0]?.status;

const admin = onServer ? await createTestUser(app, { isAdmin: true }) : (undefined as never);
const secondAdmin = onServer ? await createTestUser(app, { isAdmin: true }) : (undefined as never);
const silver = onServer ? await planIdByName(app, "Silver") : "";
const chainSilver = onServer ? await planIdByName(chainApp, "Silver") : "";

const adminPost = (url: string, k: string, payload: Record<string, unknown> = {}, by = admin) =>
  call(app, { method: "POST", url, payload, headers: { ...by.auth, ...keyed(k) } });

async function pendingWithdrawal(dollars = 10): Promise<{ u: TestUser; id: string }> {
  const u = await member(dollars);
  const answer = await call(app, {
    method: "POST",
    url: "/api/user/withdrawals",
    payload: { amount: 1, address: VALID_BTC_ADDRESS, network: "BTC" },
    headers: { ...u.auth, ...keyed(newKey()) },
  });
  expect(answer.status).toBe(201);
  return { u, id: answer.body.data.id };
}

async function pendingDeposit(): Promise<{ u: TestUser; id: string }> {
  const u = await member(0);
  await acceptRisk(app, u);
  const answer = await invest(app, u, { planId: silver, amount: "600", currency: "BTC" });
  expect(answer.status).toBe(201);
  return { u, id: answer.body.data.id };
}

/** A scenario typed by its own context, listed with the others. */
const scenario = <C>(s: Scenario<C>) => s as unknown as Scenario<unknown>;

const scenarios = [
  scenario({
    route: "POST /api/user/withdrawals",
    setup: () => member(10),
    send: (u: TestUser, k) =>
      call(app, {
        method: "POST",
        url: "/api/user/withdrawals",
        payload: { amount: 1, address: VALID_BTC_ADDRESS, network: "BTC" },
        headers: { ...u.auth, ...keyed(k) },
      }),
    done: async (u: TestUser, answer) => {
      const rows = await app.db.select().from(withdrawals).where(eq(withdrawals.userId, u.user.id));
      if (answer?.status === 201) expect(rows.map((r) => r.id)).toContain(answer.body.data.id);
      expect(await ledgerCount(u, "withdrawal")).toBe(rows.length);
      return rows.length;
    },
  }),
  // The same route with two-factor on: the one-time code is spent with the withdrawal, so a retry
  // after a failure may send the same code again.
  scenario({
    route: "POST /api/user/withdrawals",
    name: "POST /api/user/withdrawals with a two-factor code",
    setup: async () => {
      const u = await member(10, { isAdmin: true });
      return { u, code: totpCode(u.totpSecret as string, app.clock.now()) };
    },
    send: ({ u, code }: { u: TestUser; code: string }, k: string) =>
      call(app, {
        method: "POST",
        url: "/api/user/withdrawals",
        payload: { amount: 1, address: VALID_BTC_ADDRESS, network: "BTC", code },
        headers: { ...u.auth, ...keyed(k) },
      }),
    done: async ({ u }: { u: TestUser }) =>
      (await app.db.select().from(withdrawals).where(eq(withdrawals.userId, u.user.id))).length,
  }),
  scenario({
    route: "POST /api/user/withdrawals/:id/cancel",
    setup: () => pendingWithdrawal(),
    send: ({ u, id }: { u: TestUser; id: string }, k) =>
      call(app, { method: "POST", url: `/api/user/withdrawals/${id}/cancel`, headers: { ...u.auth, ...keyed(k) } }),
    done: async ({ u, id }: { u: TestUser; id: string }) => {
      const releases = await ledgerCount(u, "withdrawal_release");
      expect(releases).toBe((await withdrawalStatus(id)) === "cancelled" ? 1 : 0);
      return releases;
    },
  }),
  scenario({
    route: "POST /api/admin/withdrawals/:id/approve",
    setup: () => pendingWithdrawal(),
    send: ({ id }: { id: string }, k) => adminPost(`/api/admin/withdrawals/${id}/approve`, k),
    done: async ({ id }: { id: string }) => ((await withdrawalStatus(id)) === "approved" ? 1 : 0),
  }),
  scenario({
    route: "POST /api/admin/withdrawals/:id/deny",
    setup: () => pendingWithdrawal(),
    send: ({ id }: { id: string }, k) => adminPost(`/api/admin/withdrawals/${id}/deny`, k, { reason: "Checked" }),
    done: async ({ u, id }: { u: TestUser; id: string }) => {
      const releases = await ledgerCount(u, "withdrawal_release");
      expect(releases).toBe((await withdrawalStatus(id)) === "denied" ? 1 : 0);
      return releases;
    },
  }),
  scenario({
    route: "POST /api/admin/withdrawals/:id/payout",
    setup: async () => {
      const pending = await pendingWithdrawal();
      expect((await adminPost(`/api/admin/withdrawals/${pending.id}/approve`, newKey())).status).toBe(200);
      return { ...pending, txid: randomBytes(32).toString("hex") };
    },
    send: ({ id, txid }: { id: string; txid: string }, k) =>
      adminPost(`/api/admin/withdrawals/${id}/payout`, k, { payoutTxId: txid }),
    done: async ({ id }: { id: string }) =>
      (await app.db.select().from(withdrawals).where(eq(withdrawals.id, id))).filter((w) => w.payoutTxId !== null)
        .length,
  }),
  scenario({
    route: "POST /api/admin/adjustments",
    setup: () => member(0),
    send: (u: TestUser, k) =>
      adminPost("/api/admin/adjustments", k, { userId: u.user.id, amount: 1, reason: "goodwill" }),
    done: (u: TestUser) => ledgerCount(u, "admin_adjustment"),
  }),
  scenario({
    route: "POST /api/admin/adjustments/:id/approve",
    setup: async () => {
      const u = await member(0);
      const amount = app.config.fourEyesThresholdCents / 100 + 1;
      const res = await adminPost("/api/admin/adjustments", newKey(), { userId: u.user.id, amount, reason: "large" });
      expect(res.status).toBe(200);
      return { u, id: res.body.data.pendingAdjustmentId as string };
    },
    send: ({ id }: { id: string }, k) => adminPost(`/api/admin/adjustments/${id}/approve`, k, {}, secondAdmin),
    done: async ({ u, id }: { u: TestUser; id: string }) => {
      const credits = await ledgerCount(u, "admin_adjustment");
      const [row] = await app.db.select().from(pendingAdjustments).where(eq(pendingAdjustments.id, id));
      expect(credits).toBe(row?.status === "approved" ? 1 : 0);
      return credits;
    },
  }),
  scenario({
    route: "POST /api/user/deposits",
    setup: async () => {
      const u = await member(0);
      await acceptRisk(app, u);
      return u;
    },
    send: (u: TestUser, k) => invest(app, u, { planId: silver, amount: "600", currency: "BTC" }, undefined, keyed(k)),
    done: async (u: TestUser, answer) => {
      const rows = await app.db.select().from(deposits).where(eq(deposits.userId, u.user.id));
      if (answer?.status === 201) expect(rows.map((r) => r.id)).toContain(answer.body.data.id);
      return rows.length;
    },
  }),
  scenario({
    route: "POST /api/admin/deposits/:id/approve",
    setup: () => pendingDeposit(),
    send: ({ id }: { id: string }, k) => adminPost(`/api/admin/deposits/${id}/approve`, k),
    done: async ({ id }: { id: string }) => ((await depositStatus(id)) === "accepted" ? 1 : 0),
  }),
  scenario({
    route: "POST /api/admin/deposits/:id/deny",
    setup: () => pendingDeposit(),
    send: ({ id }: { id: string }, k) => adminPost(`/api/admin/deposits/${id}/deny`, k, { reason: "Checked" }),
    done: async ({ id }: { id: string }) => ((await depositStatus(id)) === "denied" ? 1 : 0),
  }),
  scenario({
    route: "POST /api/user/deposits/:id/move",
    setup: async () => {
      const { u, id } = await pendingDeposit();
      expect((await adminPost(`/api/admin/deposits/${id}/approve`, newKey())).status).toBe(200);
      await app.db
        .update(deposits)
        .set({ withdrawalDate: new Date(Date.now() - 60_000) })
        .where(eq(deposits.id, id));
      return { u, id };
    },
    send: ({ u, id }: { u: TestUser; id: string }, k) =>
      call(app, {
        method: "POST",
        url: `/api/user/deposits/${id}/move`,
        payload: { all: true },
        headers: { ...u.auth, ...keyed(k) },
      }),
    done: async ({ u, id }: { u: TestUser; id: string }) => {
      const moves = await ledgerCount(u, "position_move");
      expect(moves).toBe((await depositStatus(id)) === "withdrawn" ? 1 : 0);
      return moves;
    },
  }),
  scenario({
    route: "POST /api/user/course-payments",
    setup: () => member(2000),
    send: (u: TestUser, k) => pay(app, u, { course: "fullPay", method: "wallet", amount: "1500" }, undefined, keyed(k)),
    done: async (u: TestUser) => {
      const purchases = await ledgerCount(u, "course_purchase");
      const payments = await app.db.select().from(coursePayments).where(eq(coursePayments.userId, u.user.id));
      expect(payments).toHaveLength(purchases);
      return purchases;
    },
  }),
  scenario({
    route: "POST /api/user/deposits/card",
    setup: async () => {
      const u = await member(0);
      await acceptRisk(app, u);
      return u;
    },
    send: (u: TestUser, k: string) =>
      call(app, {
        method: "POST",
        url: "/api/user/deposits/card",
        payload: {
          planId: silver,
          amount: "600",
          cardName: "Ada Lovelace",
          cardNumber: "4242 4242 4242 4242",
          expiryDate: "12/39",
          cvv: "123",
        },
        headers: { ...u.auth, ...keyed(k) },
      }),
    done: async (u: TestUser, answer?: Answer) => {
      const rows = await app.db.select().from(deposits).where(eq(deposits.userId, u.user.id));
      if (answer?.status === 201) expect(rows.map((r) => r.id)).toContain(answer.body.data.id);
      // Every charge is recorded with its deposit or on its way back to the card.
      const charges = await app.db.select().from(cardCharges).where(eq(cardCharges.userId, u.user.id));
      expect(charges.filter((c) => c.status === "recorded")).toHaveLength(rows.length);
      expect(charges.filter((c) => !["recorded", "refund_pending", "refunded", "declined"].includes(c.status))).toEqual(
        [],
      );
      return rows.length;
    },
  }),
  scenario({
    route: "POST /api/user/deposits/:id/simulated-payment",
    on: chainApp,
    setup: async () => {
      const u = await createTestUser(chainApp);
      const deposit = await watchedDeposit(chainApp, u, { planId: chainSilver });
      return { u, id: deposit.id, address: deposit.quote?.address as string };
    },
    send: ({ u, id }: { u: TestUser; id: string }, k: string) =>
      call(chainApp, {
        method: "POST",
        url: `/api/user/deposits/${id}/simulated-payment`,
        payload: {},
        headers: { ...u.auth, ...keyed(k) },
      }),
    // The coins sent on the simulated network: the watch job credits them, as it does any payment.
    done: async ({ address }: { address: string }) =>
      (await chainApp.db.select().from(simChainOutputs).where(eq(simChainOutputs.address, address))).length,
  }),
  scenario({
    route: "POST /api/admin/deposits/:id/settle-exception",
    on: chainApp,
    setup: async () => {
      const u = await createTestUser(chainApp);
      const deposit = await watchedDeposit(chainApp, u, { planId: chainSilver });
      // Paid after the quote expired: an exception the admin settles.
      clock.advance(20 * 60_000);
      expect((await sendSimulated(chainApp, u, deposit.id)).status).toBe(200);
      await tick(chainApp, 3);
      // Signed in now: the clock moves past an older session's idle limit.
      return { id: deposit.id, admin: await createTestUser(chainApp, { isAdmin: true }) };
    },
    send: ({ id, admin: chainAdmin }: { id: string; admin: TestUser }, k: string) =>
      call(chainApp, {
        method: "POST",
        url: `/api/admin/deposits/${id}/settle-exception`,
        payload: { rate: "arrival" },
        headers: { ...chainAdmin.auth, ...keyed(k) },
      }),
    done: async ({ id }: { id: string }) =>
      (await chainApp.db.select().from(deposits).where(eq(deposits.id, id))).filter((d) => d.status === "accepted")
        .length,
  }),
];

let crashPoints = 0;
afterAll(() => {
  if (onServer)
    console.log(
      `crash-point test: ${crashPoints} crash points tried on ${new Set(scenarios.map((s) => s.route)).size} routes (${scenarios.length} scenarios)`,
    );
});

describe.skipIf(!onServer)("crash points: every statement of every idempotent route fails once", () => {
  it("covers every idempotent route the app registers", () => {
    const covered = new Set(scenarios.map((s) => s.route));
    const idempotent = [...app.idempotentRoutes, ...chainApp.idempotentRoutes].map((r) => `${r.method} ${r.url}`);
    expect(idempotent.filter((r) => !covered.has(r))).toEqual([]);
  });

  for (const scenario of scenarios) {
    it(scenario.name ?? scenario.route, async () => {
      const on = scenario.on ?? app;
      // A clean run counts the request's statements.
      const clean = await scenario.setup();
      const { answer: cleanAnswer, sent: total, statements } = await withFault(0, () => scenario.send(clean, newKey()));
      expect(cleanAnswer.status).toBeLessThan(300);
      expect(await scenario.done(clean, cleanAnswer)).toBe(1);
      expect(total).toBeGreaterThan(0);

      for (let k = 1; k <= total; k++) {
        const context = await scenario.setup();
        const key = newKey();
        const { answer: first } = await withFault(k, () => scenario.send(context, key));
        const at = `${scenario.route}, statement ${k} of ${total} failed (${statements[k - 1]}…; first answer ${first.status})`;
        if (first.status < 300) expect(await scenario.done(context, first), at).toBe(1);
        else expect(first.status, at).toBeGreaterThanOrEqual(500);

        const retry = await scenario.send(context, key);
        const isCompletedWithoutAnswer = retry.status === 409 && retry.body?.error === IDEMPOTENCY_MESSAGES.completed;
        if (!isCompletedWithoutAnswer) {
          expect({ at, status: retry.status, body: retry.status < 300 ? "" : retry.body }).toEqual({
            at,
            status: cleanAnswer.status,
            body: "",
          });
        }
        if (first.status < 300) expect(retry.body, at).toEqual(first.body);
        expect(await scenario.done(context, retry), at).toBe(1);
        await expectBalancesMatchLedger(on);
        expectPoolSettled(on, at);
        crashPoints += 1;
      }
    }, 600_000);
  }
});
