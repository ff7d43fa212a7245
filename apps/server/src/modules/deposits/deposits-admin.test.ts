import { describe, expect, it } from "vitest";
import { acceptRisk, countRows, invest, planIdByName, walletOf } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, readOutbox, type TestUser } from "../../../test/helpers.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });
const silver = await planIdByName(app, "Silver");

async function pendingDeposit(user?: TestUser, amount = "1000"): Promise<{ id: string; user: TestUser }> {
  const u = user ?? (await createTestUser(app));
  await acceptRisk(app, u);
  const res = await invest(app, u, { planId: silver, amount, currency: "BTC" });
  return { id: res.body.data.id, user: u };
}

const post = (url: string, payload: unknown = {}, headers = admin.auth) =>
  call(app, { method: "POST", url, payload: payload as Record<string, unknown>, headers });

describe("approve", () => {
  it("buys units at the NAV of now, starts the 30-day holding period, mails the user without a promise", async () => {
    const { id, user } = await pendingDeposit(undefined, "1000.10");
    const mails = (await readOutbox(app)).length;
    const res = await post(`/api/admin/users/approveInvestment/${id}`, { status: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Deposit approved");
    // The plan's first deposit: its units cost $1.00 each.
    expect(res.body.data).toMatchObject({
      status: "accepted",
      position: { units: "1000.100000", unitsMoved: "0.000000", paidIn: 1000.1, canMove: false },
    });
    expect(res.body.data.expectedAmount).toBe(res.body.data.position.value);
    expect(res.body.data.expectedAmount).toBeCloseTo(1000.1, 1);
    const decided = new Date(res.body.data.decidedAt);
    const due = new Date(res.body.data.withdrawalDate);
    expect(due.getTime() - decided.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect(res.body.data.position.holdingEndsAt).toBe(res.body.data.withdrawalDate);
    const outbox = await readOutbox(app);
    expect(outbox.length).toBe(mails + 1);
    expect(outbox.at(-1)).toContain(user.user.email);
    expect(outbox.at(-1)).toContain("1000.100000 units");
    expect(outbox.at(-1)).not.toMatch(/expected|target/i);
    const audit = await app.db.query.auditLog.findMany();
    expect(audit.some((a) => a.action === "deposit.approve" && a.targetId === id)).toBe(true);
  });

  it("approving twice (even concurrently) decides once: one 200, the other 409", async () => {
    const { id } = await pendingDeposit();
    const results = await Promise.all([
      post(`/api/admin/users/approveInvestment/${id}`),
      post(`/api/admin/users/approveInvestment/${id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const audit = (await app.db.query.auditLog.findMany()).filter((a) => a.targetId === id);
    expect(audit).toHaveLength(1);
  });
});

describe("deny", () => {
  it("needs a reason, which the user sees", async () => {
    const { id, user } = await pendingDeposit();
    expect((await post(`/api/admin/deposits/${id}/deny`, { reason: " " })).status).toBe(400);
    const res = await post(`/api/admin/deposits/${id}/deny`, { reason: "No payment arrived" });
    expect(res.body.data).toMatchObject({ status: "denied", denyReason: "No payment arrived" });
    const mine = await call(app, { method: "GET", url: "/api/user/deposits", headers: user.auth });
    expect(mine.body.data[0]).toMatchObject({ status: "denied", denyReason: "No payment arrived" });
    expect((await post(`/api/admin/users/approveInvestment/${id}`)).status).toBe(409);
  });
});

describe("payouts", () => {
  it("cannot be set by an admin: the settle-with-an-amount call is gone and credits nothing", async () => {
    const { id, user } = await pendingDeposit();
    await post(`/api/admin/users/approveInvestment/${id}`);
    const ledger = await countRows(app, "ledger_entries");
    const res = await post(`/api/admin/users/settleInvestment/${id}`, { payout: 20000, note: "bonus" });
    expect(res.status).toBe(404);
    expect(await countRows(app, "ledger_entries")).toBe(ledger);
    expect(await walletOf(app, user)).toBe(0);
    const one = await call(app, { method: "GET", url: `/api/admin/deposits/${id}`, headers: admin.auth });
    expect(one.body.data).toMatchObject({ status: "accepted", payout: null });
  });
});

describe("admin lists", () => {
  it("lists pending first, hides accepted by default, pages, and shows one deposit and a user's deposits", async () => {
    const u = await createTestUser(app);
    const first = await pendingDeposit(u, "600");
    const second = await pendingDeposit(u, "700");
    await post(`/api/admin/users/approveInvestment/${first.id}`);
    const open = await call(app, {
      method: "GET",
      url: "/api/admin/all-investments?pageSize=100",
      headers: admin.auth,
    });
    expect(open.body.message).toBe("All deposit requests gotten");
    const ids = open.body.data.map((d: { id: string }) => d.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
    const statuses = open.body.data.map((d: { status: string }) => d.status);
    expect(statuses.indexOf("denied") === -1 || statuses.lastIndexOf("pending") < statuses.indexOf("denied")).toBe(
      true,
    );
    const accepted = await call(app, {
      method: "GET",
      url: "/api/admin/all-investments?view=accepted",
      headers: admin.auth,
    });
    expect(accepted.body.data.map((d: { id: string }) => d.id)).toContain(first.id);
    const paged = await call(app, {
      method: "GET",
      url: "/api/admin/all-investments?view=all&pageSize=1&page=2",
      headers: admin.auth,
    });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta.total).toBeGreaterThan(1);
    const one = await call(app, { method: "GET", url: `/api/admin/deposits/${second.id}`, headers: admin.auth });
    expect(one.body.data).toMatchObject({ id: second.id, user: { username: u.user.username } });
    expect(one.body.data.proofUrl).toMatch(/^\/api\/files\//);
    const ofUser = await call(app, {
      method: "GET",
      url: `/api/admin/users/investments/${u.user.id}`,
      headers: admin.auth,
    });
    expect(ofUser.body.message).toBe("gotten all deposits of the user");
    expect(ofUser.body.data.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    const firstPage = await call(app, {
      method: "GET",
      url: `/api/admin/users/investments/${u.user.id}?limit=1`,
      headers: admin.auth,
    });
    expect(firstPage.body.data.map((d: { id: string }) => d.id)).toEqual([second.id]);
    const nextPage = await call(app, {
      method: "GET",
      url: `/api/admin/users/investments/${u.user.id}?limit=1&cursor=${firstPage.body.meta.nextCursor}`,
      headers: admin.auth,
    });
    expect(nextPage.body.data.map((d: { id: string }) => d.id)).toEqual([first.id]);
    expect(nextPage.body.meta.nextCursor).toBeNull();
    const unknown = await call(app, {
      method: "GET",
      url: `/api/admin/users/investments/${u.user.id}?cursor=not-ours`,
      headers: admin.auth,
    });
    expect(unknown.status).toBe(400);
  });

  it("shows a deposit in every list exactly as alone: each field, its dates and amounts", async () => {
    // The lists read their rows as one JSON value (deposit-lists.ts), the single deposit as columns.
    const u = await createTestUser(app);
    const { id } = await pendingDeposit(u, "1234.56");
    await post(`/api/admin/users/approveInvestment/${id}`);
    const alone = (await call(app, { method: "GET", url: `/api/admin/deposits/${id}`, headers: admin.auth })).body.data;
    expect(alone).toMatchObject({ status: "accepted", amount: 1234.56 });
    expect(alone.withdrawalDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    const lists = [
      `/api/admin/users/investments/${u.user.id}`,
      "/api/admin/all-investments?view=accepted&pageSize=100",
      "/api/admin/all-investments?view=all&pageSize=100",
    ];
    for (const url of lists) {
      const listed = (await call(app, { method: "GET", url, headers: admin.auth })).body.data;
      expect(listed.find((d: { id: string }) => d.id === id)).toEqual(alone);
    }
    const own = await call(app, { method: "GET", url: "/api/user/deposits", headers: u.auth });
    const { user: _user, ...asMemberSees } = alone;
    expect(own.body.data.find((d: { id: string }) => d.id === id)).toEqual(asMemberSees);
  });

  it("refuses every admin deposit call with 401 anonymous and 403 for a non-admin", async () => {
    const { id, user } = await pendingDeposit();
    const routes = [
      { method: "GET" as const, url: "/api/admin/all-investments" },
      { method: "GET" as const, url: `/api/admin/deposits/${id}` },
      { method: "GET" as const, url: `/api/admin/users/investments/${user.user.id}` },
      { method: "POST" as const, url: `/api/admin/users/approveInvestment/${id}`, payload: {} },
      { method: "POST" as const, url: `/api/admin/deposits/${id}/deny`, payload: { reason: "x" } },
    ];
    for (const route of routes) {
      expect((await call(app, route)).status).toBe(401);
      expect((await call(app, { ...route, headers: user.auth })).status).toBe(403);
    }
    const mine = await call(app, { method: "GET", url: "/api/user/deposits", headers: user.auth });
    expect(mine.body.data[0].status).toBe("pending");
  });
});
