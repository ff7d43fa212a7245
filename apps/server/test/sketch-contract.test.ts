import { RISK_DISCLOSURE_VERSION } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { manualClock } from "../src/lib/clock.ts";
import { submitDocuments } from "./factories/verification.ts";
import { call, createTestApp, createTestUser, fixtures, multipart } from "./helpers.ts";

// The sketch's own client (docs/product-rules.md §7.5) run against our API: its payloads as it sends them, its
// answers read the way it reads them. Where we refuse on purpose, the refusal is documented.
const clock = manualClock(new Date("2026-06-01T12:00:00.000Z"));
const app = await createTestApp({}, { clock });

/** Loads a URL the way an `<img src>` does: no bearer header, whatever origin the link names. */
const loadAsImage = (url: string) => app.inject({ method: "GET", url: new URL(url).pathname + new URL(url).search });

describe("the sketch's client keeps working", () => {
  it("signs up and logs in, reading data.status, data and token", async () => {
    const signup = await call(app, {
      method: "POST",
      url: "/api/signup",
      payload: {
        firstname: "Ada",
        lastname: "Lovelace",
        email: "ada-sketch@example.test",
        username: "ada_sketch",
        password: "quiet-harbor-71",
        confirmPassword: "quiet-harbor-71",
      },
    });
    // Its banner shows only for status 200 (docs/product-rules.md §3.2); the HTTP status stays 201.
    expect(signup.status).toBe(201);
    expect(signup.body.status).toBe(200);
    const login = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "ada_sketch", password: "quiet-harbor-71" },
    });
    expect(login.body.status).toBe(200);
    expect(login.body.data.username).toBe("ada_sketch");
    expect(typeof login.body.token).toBe("string");
  });

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
    // Its banner: the body's message and status 200.
    expect(created.body).toMatchObject({ status: 200, message: "Plan created" });
    // Its reducer keeps `data` as the current package: the sketch's plan record, nothing nested.
    expect(Object.keys(created.body.data).sort()).toEqual(["_id", "maxAmount", "minAmount", "name", "roi"]);
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
      const image = await loadAsImage(front.path);
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
      expect(image.headers["cache-control"]).toBe("private, no-store");
      expect((await loadAsImage(back.path)).headers["content-type"]).toBe("application/pdf");
    }

    // Private still: the bare file URL needs the header; a changed link, another file's or a stale one is refused.
    const [front, back] = one.body.data.metadata;
    expect((await app.inject({ method: "GET", url: front.image })).statusCode).toBe(401);
    const signature = new URL(front.path).searchParams.get("signature");
    const swapped = `${back.path.split("?")[0]}?${new URL(front.path).searchParams}`;
    expect((await loadAsImage(swapped)).statusCode).toBe(403);
    expect((await loadAsImage(front.path.replace(`signature=${signature}`, "signature=AAAA"))).statusCode).toBe(403);
    clock.advance(11 * 60 * 1000);
    const stale = await loadAsImage(front.path);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toMatch(/expired/);
  });

  it("pays for the course with {amount, email, avatar}: the amount names the course, the proof means crypto", async () => {
    const member = await createTestUser(app);
    const form = multipart({ amount: "250", email: member.user.email }, [
      { field: "avatar", filename: "proof.png", content: fixtures.png() },
    ]);
    const paid = await call(app, {
      method: "POST",
      url: "/api/education",
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.status).toBe(200);
    expect(paid.body.data).toMatchObject({ course: "monthly", method: "crypto", status: "pending", amount: 250 });

    const other = await createTestUser(app);
    const odd = multipart({ amount: "300", email: other.user.email }, [
      { field: "avatar", filename: "proof.png", content: fixtures.png() },
    ]);
    const refused = await call(app, {
      method: "POST",
      url: "/api/education",
      headers: { ...other.auth, ...odd.headers },
      payload: odd.payload,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Unknown course: choose monthly ($250) or fullPay ($1500)");
  });

  it("deposits with {planId, amount, email, avatar} once the risk disclosure is accepted (a refusal we document)", async () => {
    const member = await createTestUser(app);
    const plans = (await call(app, { method: "GET", url: "/api/admin/investmentPlans" })).body.data;
    const plan = plans.find((p: { name: string }) => p.name === "Standard");
    const send = () => {
      const form = multipart({ planId: plan._id, amount: "250", email: member.user.email }, [
        { field: "avatar", filename: "proof.png", content: fixtures.png() },
      ]);
      return call(app, {
        method: "POST",
        url: "/api/user/invest",
        headers: { ...member.auth, ...form.headers },
        payload: form.payload,
      });
    };
    const first = await send();
    expect(first.status).toBe(400);
    expect(first.body.error).toMatch(/risk/i);
    await call(app, {
      method: "POST",
      url: "/api/user/risk-acceptance",
      headers: member.auth,
      payload: { version: RISK_DISCLOSURE_VERSION },
    });
    const deposited = await send();
    expect(deposited.status).toBe(201);
    expect(deposited.body.status).toBe(200);
    expect(deposited.body.data).toMatchObject({ status: "pending", amount: 250, currency: null });
  });
});
