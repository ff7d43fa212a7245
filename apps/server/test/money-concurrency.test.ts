import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deposits, ledgerEntries, withdrawalAddresses, withdrawals } from "../src/db/schema.ts";
import { requestWithdrawal, withdrawalDeps } from "../src/modules/withdrawals/index.ts";
import { saveReleasedAddress } from "./factories/address-book.ts";
import { pay } from "./factories/course-orders.ts";
import { VALID_BTC_ADDRESS } from "./factories/crypto.ts";
import { acceptRisk, invest, planIdByName } from "./factories/deposits.ts";
import { call, createTestApp, createTestUser, type TestUser } from "./helpers.ts";

// Twenty keyed requests at once on each money route, as a double-click, a second tab or a retrying
// client sends them. On a PostgreSQL server (DATABASE_URL) they run on a pool of connections and
// take row locks against each other: none may answer 5xx, and the end state must be exact.

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });
const secondAdmin = await createTestUser(app, { isAdmin: true });
const silver = await planIdByName(app, "Silver");
const N = 20;

const key = () => `k-${randomUUID()}`;
const keyed = (k: string) => ({ "idempotency-key": k });
const statuses = (results: { status: number }[]) => results.map((r) => r.status);

async function member(dollars: number): Promise<TestUser> {
  const u = await createTestUser(app, { isVerified: true });
  await saveReleasedAddress(app, u);
  if (dollars > 0) {
    await app.db
      .insert(ledgerEntries)
      .values({ userId: u.user.id, kind: "admin_adjustment", amountCents: dollars * 100, reason: "test funds" });
  }
  return u;
}

async function balanceCents(u: TestUser): Promise<number> {
  const [row] = await app.db
    .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, u.user.id));
  const wallet = (await call(app, { method: "GET", url: "/api/user", headers: u.auth })).body.data.wallet;
  // The balance kept on the user's row is the sum of the ledger.
  expect(Math.round(wallet * 100)).toBe(row?.n);
  return row?.n ?? 0;
}

async function ledgerOf(u: TestUser, kind: string) {
  return app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, u.user.id), sql`${ledgerEntries.kind} = ${kind}`));
}

const withdraw = (u: TestUser, k: string, amount = 1) =>
  call(app, {
    method: "POST",
    url: "/api/withdraw",
    payload: { amount, address: VALID_BTC_ADDRESS, network: "BTC" },
    headers: { ...u.auth, ...keyed(k) },
  });

const adminPost = (url: string, k: string, payload: Record<string, unknown> = {}, by = admin) =>
  call(app, { method: "POST", url, payload, headers: { ...by.auth, ...keyed(k) } });

async function pendingWithdrawals(u: TestUser, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await withdraw(u, key())).body.data.id);
  return ids;
}

describe(`${N} keyed requests at once`, () => {
  it("withdraw: each key debits once (ten keys, each sent twice)", async () => {
    const u = await member(100);
    const keys = Array.from({ length: N / 2 }, key);
    const results = await Promise.all([...keys, ...keys].map((k) => withdraw(u, k)));
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses(results))).toEqual(new Set([201]));
    const ids = new Set(results.map((r) => r.body.data.id));
    expect(ids.size).toBe(N / 2);
    const rows = await app.db.select().from(withdrawals).where(eq(withdrawals.userId, u.user.id));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(await ledgerOf(u, "withdrawal")).toHaveLength(N / 2);
    expect(await balanceCents(u)).toBe(100_00 - (N / 2) * 100);
  });

  it("withdraw: twenty different keys, more than the wallet holds: exactly what fits is reserved", async () => {
    const u = await member(15);
    const results = await Promise.all(Array.from({ length: N }, () => withdraw(u, key())));
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(statuses(results).filter((s) => s === 201)).toHaveLength(15);
    expect(statuses(results).filter((s) => s === 400)).toHaveLength(5);
    expect(await ledgerOf(u, "withdrawal")).toHaveLength(15);
    expect(await balanceCents(u)).toBe(0);
  });

  it("course payment from the wallet: one purchase, one debit", async () => {
    const u = await member(2000);
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        pay(app, u, { course: "fullPay", method: "wallet", amount: "1500" }, undefined, keyed(key())),
      ),
    );
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(statuses(results).filter((s) => s === 201)).toHaveLength(1);
    expect(statuses(results).filter((s) => s === 409)).toHaveLength(N - 1);
    expect(await ledgerOf(u, "course_purchase")).toHaveLength(1);
    expect(await balanceCents(u)).toBe(500_00);
  });

  it("deposit: each key records one deposit (ten keys, each sent twice)", async () => {
    const u = await member(0);
    await acceptRisk(app, u);
    const keys = Array.from({ length: N / 2 }, key);
    const results = await Promise.all(
      [...keys, ...keys].map((k) =>
        invest(app, u, { planId: silver, amount: "600", currency: "BTC" }, undefined, keyed(k)),
      ),
    );
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses(results))).toEqual(new Set([201]));
    const rows = await app.db.select().from(deposits).where(eq(deposits.userId, u.user.id));
    expect(rows).toHaveLength(N / 2);
    expect(new Set(results.map((r) => r.body.data.id))).toEqual(new Set(rows.map((r) => r.id)));
  });

  it("address removal while withdrawals to it run: removed, and only withdrawals before it reserved", async () => {
    const u = await member(100);
    const [address] = await app.db.select().from(withdrawalAddresses).where(eq(withdrawalAddresses.userId, u.user.id));
    const removal = call(app, {
      method: "DELETE",
      url: `/api/user/addresses/${address?.id}`,
      headers: { ...u.auth, ...keyed(key()) },
    });
    const results = await Promise.all([
      ...Array.from({ length: N / 2 }, () => withdraw(u, key())),
      removal,
      ...Array.from({ length: N / 2 - 1 }, () => withdraw(u, key())),
    ]);
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect((await removal).status).toBeLessThan(300);
    expect(await app.db.select().from(withdrawalAddresses).where(eq(withdrawalAddresses.userId, u.user.id))).toEqual(
      [],
    );
    const accepted = results.filter((r) => r.status === 201).length;
    expect(results.filter((r) => r.status !== 201 && r !== results[N / 2]).every((r) => r.status === 400)).toBe(true);
    expect(await ledgerOf(u, "withdrawal")).toHaveLength(accepted);
    expect(await balanceCents(u)).toBe(100_00 - accepted * 100);
    // After the removal, the address is refused.
    expect((await withdraw(u, key())).status).toBe(400);
  });

  it("adjustment: each key credits once (ten keys, each sent twice)", async () => {
    const u = await member(0);
    const keys = Array.from({ length: N / 2 }, key);
    const results = await Promise.all(
      [...keys, ...keys].map((k) =>
        adminPost("/api/admin/users/balance", k, { userId: u.user.id, amount: 1, reason: "goodwill" }),
      ),
    );
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses(results))).toEqual(new Set([200]));
    expect(await ledgerOf(u, "admin_adjustment")).toHaveLength(N / 2);
    expect(await balanceCents(u)).toBe((N / 2) * 100);
  });

  it("withdrawal decisions: approvals, denials and the member's cancels racing each other", async () => {
    const u = await member(100);
    const ids = await pendingWithdrawals(u, N);
    const approve = ids.slice(0, N / 2);
    const contested = ids.slice(N / 2);
    const results = await Promise.all([
      ...approve.map((id) => adminPost(`/api/admin/withdrawals/${id}/approve`, key())),
      ...contested.map((id) => adminPost(`/api/admin/withdrawals/${id}/deny`, key(), { reason: "Checked" })),
      ...contested.map((id) =>
        call(app, {
          method: "POST",
          url: `/api/user/withdrawals/${id}/cancel`,
          headers: { ...u.auth, ...keyed(key()) },
        }),
      ),
    ]);
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    const rows = await app.db.select().from(withdrawals).where(eq(withdrawals.userId, u.user.id));
    const status = new Map(rows.map((r) => [r.id, r.status]));
    expect(approve.map((id) => status.get(id))).toEqual(approve.map(() => "approved"));
    expect(contested.every((id) => ["denied", "cancelled"].includes(status.get(id) ?? ""))).toBe(true);
    // Every contested withdrawal was released once: by its denial or by its cancel, not both.
    expect(await ledgerOf(u, "withdrawal_release")).toHaveLength(N / 2);
    expect(statuses(results).filter((s) => s === 409)).toHaveLength(N / 2);
    expect(await balanceCents(u)).toBe(100_00 - (N / 2) * 100);
  });

  it("two admins approving each other's withdrawals at once: all approved", async () => {
    const both = [admin, secondAdmin];
    const ids: string[][] = [[], []];
    for (const [i, owner] of both.entries()) {
      await saveReleasedAddress(app, owner);
      await app.db
        .insert(ledgerEntries)
        .values({ userId: owner.user.id, kind: "admin_adjustment", amountCents: 10_00 });
      for (let n = 0; n < N / 2; n++) {
        const w = await requestWithdrawal(withdrawalDeps(app), {
          userId: owner.user.id,
          amountCents: 1_00,
          address: VALID_BTC_ADDRESS,
          coin: "BTC",
          now: app.clock.now(),
        });
        ids[i]?.push(w.id);
      }
    }
    const [mine, theirs] = ids as [string[], string[]];
    const results = await Promise.all(
      mine.flatMap((id, n) => [
        adminPost(`/api/admin/withdrawals/${id}/approve`, key(), {}, secondAdmin),
        adminPost(`/api/admin/withdrawals/${theirs[n]}/approve`, key(), {}, admin),
      ]),
    );
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses(results))).toEqual(new Set([200]));
    const rows = await app.db
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.id, [...mine, ...theirs]));
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => "approved"));
  });

  it("deposit decisions: approvals and denials racing each other, each deposit decided once", async () => {
    const u = await member(0);
    await acceptRisk(app, u);
    const ids: string[] = [];
    for (let i = 0; i < N; i++) {
      ids.push((await invest(app, u, { planId: silver, amount: "600", currency: "BTC" })).body.data.id);
    }
    const results = await Promise.all([
      ...ids.map((id) => adminPost(`/api/admin/users/approveInvestment/${id}`, key())),
      ...ids.map((id) => adminPost(`/api/admin/deposits/${id}/deny`, key(), { reason: "Checked" }, secondAdmin)),
    ]);
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(statuses(results).filter((s) => s === 200)).toHaveLength(N);
    expect(statuses(results).filter((s) => s === 409)).toHaveLength(N);
    const rows = await app.db.select().from(deposits).where(eq(deposits.userId, u.user.id));
    expect(rows.every((r) => r.status === "accepted" || r.status === "denied")).toBe(true);
    expect(await balanceCents(u)).toBe(0);
  });

  it("move to wallet: each key moves its position once (ten keys, each sent twice)", async () => {
    const u = await member(0);
    await acceptRisk(app, u);
    const ids: string[] = [];
    for (let i = 0; i < N / 2; i++) {
      const id = (await invest(app, u, { planId: silver, amount: "600", currency: "BTC" })).body.data.id;
      expect((await adminPost(`/api/admin/users/approveInvestment/${id}`, key())).status).toBe(200);
      ids.push(id);
    }
    // The holding period of every position is over.
    await app.db
      .update(deposits)
      .set({ withdrawalDate: new Date(Date.now() - 60_000) })
      .where(inArray(deposits.id, ids));
    const keys = ids.map(() => key());
    const results = await Promise.all(
      [...ids, ...ids].map((id, i) =>
        call(app, {
          method: "POST",
          url: `/api/user/deposits/${id}/move`,
          payload: { all: true },
          headers: { ...u.auth, ...keyed(keys[i % ids.length] as string) },
        }),
      ),
    );
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses(results))).toEqual(new Set([200]));
    const moves = await ledgerOf(u, "position_move");
    expect(moves).toHaveLength(N / 2);
    const creditedCents = results.slice(0, N / 2).reduce((sum, r) => sum + Math.round(r.body.data.credited * 100), 0);
    expect(moves.reduce((sum, m) => sum + m.amountCents, 0)).toBe(creditedCents);
    expect(await balanceCents(u)).toBe(creditedCents);
    const rows = await app.db.select().from(deposits).where(inArray(deposits.id, ids));
    expect(rows.every((r) => r.status === "withdrawn")).toBe(true);
  });

  it("adjustment approvals: each pending adjustment moves once", async () => {
    const u = await member(0);
    const thresholdCents = app.config.fourEyesThresholdCents;
    const amount = thresholdCents / 100 + 1;
    const pending: string[] = [];
    for (let i = 0; i < N / 2; i++) {
      const res = await adminPost("/api/admin/users/balance", key(), { userId: u.user.id, amount, reason: "large" });
      pending.push(res.body.data.pendingAdjustmentId);
    }
    const results = await Promise.all(
      [...pending, ...pending].map((id) => adminPost(`/api/admin/adjustments/${id}/approve`, key(), {}, secondAdmin)),
    );
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(statuses(results).filter((s) => s === 200)).toHaveLength(N / 2);
    expect(statuses(results).filter((s) => s === 409)).toHaveLength(N / 2);
    expect(await ledgerOf(u, "admin_adjustment")).toHaveLength(N / 2);
    expect(await balanceCents(u)).toBe((N / 2) * amount * 100);
  });
});
