import { describe, expect, it } from "vitest";
import { acceptRisk, invest, planIdByName } from "../factories/deposits.ts";
import { documentPair, submitDocuments, VALID_FIELDS } from "../factories/verification.ts";
import { call, createTestUser } from "../helpers.ts";
import { createSketchApp, loadAsImage, sendForm } from "./sketch-client.ts";

const { app, clock } = await createSketchApp();

describe("the sketch's client keeps working: its admin screens: plans, lists, verifications, deposits and balances", () => {
  it("reads the plan list from /admin/investmentPlans without a token, sorted by ROI", async () => {
    const plans = await call(app, { method: "GET", url: "/api/admin/investmentPlans" });
    expect(plans.status).toBe(200);
    expect(Array.isArray(plans.body.data)).toBe(true);
    expect(plans.body.data.length).toBeGreaterThanOrEqual(5);
  });

  it("reads the admin verification and deposit lists as data, the page in meta", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    for (const url of ["/api/admin/verify", "/api/admin/all-investments"]) {
      const list = await call(app, { method: "GET", url, headers: admin.auth });
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body.data)).toBe(true);
      expect(list.body.meta).toMatchObject({ page: 1 });
    }
  });

  it("creates a plan with its four fields, reads status 200 and keeps data as its package record", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const created = await call(app, {
      method: "POST",
      url: "/api/admin/createInvestmentPlan",
      headers: admin.auth,
      payload: { name: "Sketch", roi: "12", minAmount: "300", maxAmount: "900" },
    });
    // Its banner shows for an HTTP 200 with the body's message and status 200.
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 200, message: "Plan created" });
    // Its reducer keeps `data` as the current package: the sketch's plan record, nothing nested.
    expect(Object.keys(created.body.data).sort()).toEqual(["_id", "id", "maxAmount", "minAmount", "name", "roi"]);
    expect(created.body.data).toMatchObject({ name: "Sketch", minAmount: 300, maxAmount: 900 });
    expect(typeof created.body.data.roi).toBe("number");
  });

  it("shows a verification request's pages from each page's path, without a bearer header", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const member = await createTestUser(app);
    expect((await submitDocuments(app, member)).status).toBe(201);

    const list = await call(app, { method: "GET", url: "/api/admin/verify", headers: admin.auth });
    const listed = list.body.data.find((r: { userId: string }) => r.userId === member.user.id);
    const one = await call(app, { method: "GET", url: `/api/admin/verify/${listed._id}`, headers: admin.auth });
    expect(one.status).toBe(200);
    for (const request of [listed, one.body.data]) {
      const [front, back] = request.metadata;
      expect(front.path).toMatch(/^https?:\/\/[^/]+\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);
      // Its review screen reads `image` into an <img>: the same signed link, loadable without a header.
      expect(front.image).toBe(front.path);
      expect(back.image).toBe(back.path);
      const image = await loadAsImage(app, front.path);
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
      expect(image.headers["cache-control"]).toBe("private, no-store");
      expect((await loadAsImage(app, back.path)).headers["content-type"]).toBe("application/pdf");
    }

    // Private still: the bare file URL needs the header; a changed link, another file's or a stale one is refused.
    const [front, back] = one.body.data.metadata;
    const clean = await call(app, {
      method: "GET",
      url: `/api/admin/verifications/${listed._id}`,
      headers: admin.auth,
    });
    expect(clean.body.data.metadata[0].image).not.toContain("signature=");
    expect((await app.inject({ method: "GET", url: clean.body.data.metadata[0].image })).statusCode).toBe(401);
    const signature = new URL(front.path).searchParams.get("signature");
    const swapped = `${back.path.split("?")[0]}?${new URL(front.path).searchParams}`;
    expect((await loadAsImage(app, swapped)).statusCode).toBe(403);
    expect((await loadAsImage(app, front.path.replace(`signature=${signature}`, "signature=AAAA"))).statusCode).toBe(
      403,
    );
    clock.advance(11 * 60 * 1000);
    const stale = await loadAsImage(app, front.path);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toMatch(/expired/);
  });

  it("sends documents to /user/verify, accepts them at /admin/verify/{id}, and unverifies at /admin/verify/user/{id}", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const member = await createTestUser(app);
    const sent = await sendForm(
      app,
      member,
      "/api/user/verify",
      { name: member.user.username, ...VALID_FIELDS },
      documentPair().map((page) => ({ ...page, field: "avatar" })),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe(200);
    const accepted = await call(app, {
      method: "PATCH",
      url: `/api/admin/verify/${sent.body.data._id}`,
      headers: admin.auth,
      payload: { status: "accepted" },
    });
    expect(accepted.body).toMatchObject({ status: 200, data: { status: "accepted" } });
    const unverified = await call(app, {
      method: "PATCH",
      url: `/api/admin/verify/user/${member.user.id}`,
      headers: admin.auth,
      payload: { isVerified: false },
    });
    expect(unverified.body).toMatchObject({ status: 200, data: { _id: member.user.id, isVerified: false } });
  });

  it("lists users, a user's deposits, approves a deposit and adds money (with the reason we require)", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const member = await createTestUser(app);
    const users = await call(app, { method: "GET", url: "/api/admin/users", headers: admin.auth });
    expect(users.status).toBe(200);
    expect(Array.isArray(users.body.data.users)).toBe(true);

    await acceptRisk(app, member);
    const planId = await planIdByName(app, "Standard");
    const deposit = (await invest(app, member, { planId, amount: "250", email: member.user.email })).body.data;
    const ofUser = await call(app, {
      method: "GET",
      url: `/api/admin/users/investments/${member.user.id}`,
      headers: admin.auth,
    });
    expect(ofUser.body.data.map((d: { _id: string }) => d._id)).toEqual([deposit.id]);
    const approved = await call(app, {
      method: "POST",
      url: `/api/admin/users/approveInvestment/${deposit.id}`,
      headers: admin.auth,
      payload: { status: true },
    });
    expect(approved.body).toMatchObject({ status: 200, message: "Deposit approved" });

    const unexplained = await call(app, {
      method: "POST",
      url: "/api/admin/users/balance",
      headers: admin.auth,
      payload: { amount: 20, userId: member.user.id },
    });
    expect(unexplained.status).toBe(400);
    const added = await call(app, {
      method: "POST",
      url: "/api/admin/users/balance",
      headers: admin.auth,
      payload: { amount: 20, userId: member.user.id, reason: "Goodwill credit" },
    });
    expect(added.body).toMatchObject({ status: 200, data: { wallet: 20 } });
  });

  it("reads, updates and deletes a plan at /admin/plan/{id} and /admin/update-investmentPlan/{id}", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const created = await call(app, {
      method: "POST",
      url: "/api/admin/createInvestmentPlan",
      headers: admin.auth,
      payload: { name: "Sketch two", roi: "10", minAmount: "300", maxAmount: "900" },
    });
    const id = created.body.data._id;
    const one = await call(app, { method: "GET", url: `/api/admin/plan/${id}`, headers: admin.auth });
    expect(one.body).toMatchObject({ status: 200, data: { _id: id, name: "Sketch two" } });
    const updated = await call(app, {
      method: "PATCH",
      url: `/api/admin/update-investmentPlan/${id}`,
      headers: admin.auth,
      payload: { name: "Sketch three", roi: "10", minAmount: "300", maxAmount: "900" },
    });
    expect(updated.body).toMatchObject({ status: 200, message: "Plan updated", data: { name: "Sketch three" } });
    const deleted = await call(app, { method: "DELETE", url: `/api/admin/plan/${id}`, headers: admin.auth });
    expect(deleted.body.data._id).toBe(id);
  });
});
