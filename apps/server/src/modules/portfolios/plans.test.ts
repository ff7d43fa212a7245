import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser, fixtures, multipart } from "../../../test/helpers.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });
const user = await createTestUser(app);

const create = (payload: Record<string, unknown>, headers = admin.auth) =>
  call(app, { method: "POST", url: "/api/admin/plans", payload, headers });

describe("GET /api/plans", () => {
  it("lists the five seeded portfolios from cautious to adventurous, with no promised return, to anyone", async () => {
    const res = await call(app, { method: "GET", url: "/api/plans" });
    expect(res.status).toBe(200);
    const seeded = res.body.data.filter((p: { name: string }) =>
      ["Standard", "Silver", "Gold", "Diamond", "Platinum"].includes(p.name),
    );
    expect(seeded.map((p: { name: string }) => p.name)).toEqual(["Standard", "Silver", "Gold", "Diamond", "Platinum"]);
    expect(seeded[0]).toMatchObject({
      roi: 0,
      minAmount: 200,
      maxAmount: 499,
      weights: { USD: 80, BTC: 15, ETH: 5 },
      holdingDays: 30,
      navPerUnit: 1,
      riskClass: null,
    });
    expect(seeded[0].description).toMatch(/^Cautious: mostly dollar cash/);
    expect(seeded[4]).toMatchObject({
      roi: 0,
      minAmount: 500000,
      maxAmount: null,
      weights: { USD: 5, BTC: 60, ETH: 35 },
    });
    expect(seeded[4].description).toMatch(/^Adventurous: almost all in bitcoin and ether/);
    const cash = seeded.map((p: { weights: { USD: number } }) => p.weights.USD);
    expect([...cash].sort((a, b) => b - a)).toEqual(cash);
    for (const plan of seeded) expect(plan.feePercent).toBeGreaterThan(0);
  });
});

describe("admin plan calls", () => {
  it("creates, reads, updates and deletes a plan, with audit rows", async () => {
    // The sketch's payload: its roi is ignored (never a promise) and the plan gets a cautious allocation.
    const created = await create({ name: "Bronze", roi: "12.5", minAmount: 200, maxAmount: "300.50" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 201, message: "Plan created" });
    expect(created.body.data).toMatchObject({
      id: expect.any(String),
      name: "Bronze",
      roi: 0,
      minAmount: 200,
      maxAmount: 300.5,
      weights: { USD: 80, BTC: 10, ETH: 10 },
    });
    const id = created.body.data.id;
    const got = await call(app, { method: "GET", url: `/api/admin/plans/${id}`, headers: admin.auth });
    expect(got.body.message).toBe("Successfully Gotten plan");
    expect(got.body.data).toMatchObject({
      name: "Bronze",
      weights: { USD: 80, BTC: 10, ETH: 10 },
      feePercent: 0.5,
      holdingDays: 30,
      navPerUnit: 1,
    });
    const updated = await call(app, {
      method: "PATCH",
      url: `/api/admin/plans/${id}`,
      payload: {
        name: "Bronze+",
        minAmount: 250,
        maxAmount: "",
        weights: { BTC: 50, ETH: 30, USD: 20 },
        feePercent: 1.25,
      },
      headers: admin.auth,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: "Bronze+",
      roi: 0,
      minAmount: 250,
      maxAmount: null,
      weights: { BTC: 50, ETH: 30, USD: 20 },
      feePercent: 1.25,
      holdingDays: 30,
    });
    const list = await call(app, { method: "GET", url: "/api/plans", headers: admin.auth });
    expect(list.body.data.map((p: { id: string }) => p.id)).toContain(id);
    const deleted = await call(app, { method: "DELETE", url: `/api/admin/plans/${id}`, headers: admin.auth });
    expect(deleted.body).toMatchObject({ message: "Deleted plan successfully", data: { id: id, isHidden: false } });
    const gone = await call(app, { method: "GET", url: `/api/admin/plans/${id}`, headers: admin.auth });
    expect(gone.status).toBe(404);
    const actions = (await app.db.query.auditLog.findMany()).filter((a) => a.targetId === id).map((a) => a.action);
    expect(actions.sort()).toEqual(["plan.create", "plan.delete", "plan.update"]);
  });

  it.each([
    [{ name: "", roi: 10, minAmount: 200, maxAmount: 300 }, "Enter a plan name"],
    [{ roi: 10, minAmount: 200, maxAmount: 300 }, "Enter a plan name"],
    [{ name: "X", minAmount: 200, weights: { BTC: 50, ETH: 30, USD: 10 } }, "Weights must add up to 100%"],
    [{ name: "X", minAmount: 200, weights: { BTC: 60, ETH: 30, USD: 20 } }, "Weights must add up to 100%"],
    [
      { name: "X", minAmount: 200, weights: { BTC: 33.5, ETH: 33.5, USD: 33 } },
      "Each weight must be a whole number from 0 to 100",
    ],
    [{ name: "X", minAmount: 200, feePercent: -0.5 }, "The yearly fee must be between 0% and 5%"],
    [{ name: "X", minAmount: 200, feePercent: 5.5 }, "The yearly fee must be between 0% and 5%"],
    [{ name: "X", minAmount: 200, holdingDays: 0 }, "The holding period must be a whole number of days from 1 to 365"],
    [{ name: "X", roi: 10, minAmount: 199.99, maxAmount: 300 }, "Minimum amount must be a number of at least 200"],
    [{ name: "X", roi: 10, minAmount: "", maxAmount: 300 }, "Minimum amount must be a number of at least 200"],
    [
      { name: "X", roi: 10, minAmount: 300, maxAmount: 300 },
      "Maximum amount must be a number above the minimum, or empty for 'and above'",
    ],
    [
      { name: "X", roi: 10, minAmount: 300, maxAmount: "lots" },
      "Maximum amount must be a number above the minimum, or empty for 'and above'",
    ],
    [{ name: "X", roi: 10, minAmount: 300.123, maxAmount: 400 }, "Minimum amount must be a number of at least 200"],
  ])("refuses %o with 400 and stores nothing", async (payload, message) => {
    const before = (await call(app, { method: "GET", url: "/api/plans", headers: admin.auth })).body.data.length;
    const res = await create(payload);
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { message: string }) => d.message)).toContain(message);
    const after = (await call(app, { method: "GET", url: "/api/plans", headers: admin.auth })).body.data.length;
    expect(after).toBe(before);
  });

  it("validates updates the same way and answers 404 for an unknown plan", async () => {
    const plans = (await call(app, { method: "GET", url: "/api/plans" })).body.data;
    const bad = await call(app, {
      method: "PATCH",
      url: `/api/admin/plans/${plans[0].id}`,
      payload: { name: "Standard", roi: 35, minAmount: 50, maxAmount: 499 },
      headers: admin.auth,
    });
    expect(bad.status).toBe(400);
    const unknown = await call(app, {
      method: "PATCH",
      url: "/api/admin/update-investmentPlan/00000000-0000-4000-8000-000000000000",
      payload: { name: "Y", roi: 35, minAmount: 200, maxAmount: 499 },
      headers: admin.auth,
    });
    expect(unknown.status).toBe(404);
  });

  it("hides a plan that has deposits instead of deleting it; deposits keep their plan's name", async () => {
    const plan = (await create({ name: "Used", roi: 20, minAmount: 200, maxAmount: 1000 })).body.data;
    await call(app, {
      method: "POST",
      url: "/api/user/risk-acceptance",
      payload: { version: "2026-11" },
      headers: user.auth,
    });
    const form = multipart({ planId: plan.id, amount: "250", currency: "BTC" }, [
      { field: "avatar", filename: "p.png", content: fixtures.png() },
    ]);
    const deposit = await call(app, {
      method: "POST",
      url: "/api/user/invest",
      payload: form.payload,
      headers: { ...user.auth, ...form.headers },
    });
    expect(deposit.status).toBe(201);
    const del = await call(app, { method: "DELETE", url: `/api/admin/plans/${plan.id}`, headers: admin.auth });
    expect(del.body.data).toEqual({ id: plan.id, isHidden: true });
    const publicList = (await call(app, { method: "GET", url: "/api/plans" })).body.data;
    expect(publicList.map((p: { id: string }) => p.id)).not.toContain(plan.id);
    const mine = await call(app, { method: "GET", url: "/api/user/deposits", headers: user.auth });
    expect(mine.body.data[0]).toMatchObject({ planName: "Used", roi: 0, amount: 250, position: null });
  });

  it("lets anyone read the plan list at the sketch's admin path, as its invest wizard does", async () => {
    const anonymous = await call(app, { method: "GET", url: "/api/admin/investmentPlans" });
    expect(anonymous.status).toBe(200);
    const publicList = await call(app, { method: "GET", url: "/api/plans" });
    expect(anonymous.body.data).toEqual(publicList.body.data.map((p: { id: string }) => ({ _id: p.id, ...p })));
  });

  it("refuses every other admin plan call with 401 anonymous and 403 for a non-admin", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const routes = [
      { method: "GET" as const, url: `/api/admin/plan/${id}` },
      {
        method: "POST" as const,
        url: "/api/admin/createInvestmentPlan",
        payload: { name: "Z", roi: 1, minAmount: 200 },
      },
      { method: "PATCH" as const, url: `/api/admin/update-investmentPlan/${id}`, payload: { name: "Z" } },
      { method: "DELETE" as const, url: `/api/admin/plan/${id}` },
    ];
    for (const route of routes) {
      expect((await call(app, route)).status).toBe(401);
      expect((await call(app, { ...route, headers: user.auth })).status).toBe(403);
    }
  });
});
