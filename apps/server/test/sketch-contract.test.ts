import { RISK_DISCLOSURE_VERSION } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { manualClock } from "../src/lib/clock.ts";
import { SKETCH_ALIASES } from "../src/modules/sketch-compat/index.ts";
import { acceptRisk, invest, planIdByName } from "./factories/deposits.ts";
import { documentPair, submitDocuments, VALID_FIELDS } from "./factories/verification.ts";
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
      const image = await loadAsImage(front.path);
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
      expect(image.headers["cache-control"]).toBe("private, no-store");
      expect((await loadAsImage(back.path)).headers["content-type"]).toBe("application/pdf");
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

  it("reads the current user, one user by id and the user's deposits", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const member = await createTestUser(app);
    const me = await call(app, { method: "GET", url: "/api/user", headers: member.auth });
    expect(me.body).toMatchObject({ status: 200, data: { _id: member.user.id, username: member.user.username } });
    const one = await call(app, { method: "GET", url: `/api/user/${member.user.id}`, headers: admin.auth });
    expect(one.body.data._id).toBe(member.user.id);
    const deposits = await call(app, { method: "GET", url: "/api/user/deposits", headers: member.auth });
    expect(deposits.status).toBe(200);
    expect(deposits.body.data).toEqual([]);
  });

  it("asks for a reset mail at /forgotPassword and sets a password at /resetPassword/{token}", async () => {
    const member = await createTestUser(app);
    const asked = await call(app, {
      method: "POST",
      url: "/api/forgotPassword",
      payload: { email: member.user.email },
    });
    expect(asked.body).toMatchObject({ status: 200 });
    const reset = await call(app, {
      method: "POST",
      url: `/api/resetPassword/${"a".repeat(40)}`,
      payload: { password: "quiet-harbor-72", confirmPassword: "quiet-harbor-72" },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toMatch(/reset link/i);
  });

  it("sets the profile picture with {avatar, id} at /user/upload/{id}", async () => {
    const member = await createTestUser(app);
    const form = multipart({ id: member.user.id }, [{ field: "avatar", filename: "me.png", content: fixtures.png() }]);
    const uploaded = await call(app, {
      method: "POST",
      url: `/api/user/upload/${member.user.id}`,
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.status).toBe(200);
  });

  it("pays by card at PATCH /user/makeCardPayment: the card alone is refused, we need the plan and amount (documented)", async () => {
    const member = await createTestUser(app);
    await acceptRisk(app, member);
    const paid = await call(app, {
      method: "PATCH",
      url: "/api/user/makeCardPayment",
      headers: member.auth,
      payload: { cardName: "Ada Lovelace", cardNumber: "4242424242424242", expiryDate: "12/39", cvv: "123" },
    });
    expect(paid.status).toBe(400);
    expect(paid.body.details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(["planId"]));
  });

  it("withdraws at /withdraw: {amount} alone is refused, we need the coin and the address (a refusal we document)", async () => {
    const member = await createTestUser(app, { isVerified: true });
    const refused = await call(app, {
      method: "POST",
      url: "/api/withdraw",
      headers: member.auth,
      payload: { amount: 50 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((d: { field: string }) => d.field)).toContain("address");
  });

  it("sends documents to /user/verify, accepts them at /admin/verify/{id}, and unverifies at /admin/verify/user/{id}", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const member = await createTestUser(app);
    const form = multipart(
      { name: member.user.username, ...VALID_FIELDS },
      documentPair().map((page) => ({ ...page, field: "avatar" })),
    );
    const sent = await call(app, {
      method: "POST",
      url: "/api/user/verify",
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
    });
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

  it("serves every old path as an alias of a clean route, and documents only the clean one", async () => {
    const doc = (await call(app, { method: "GET", url: "/api/openapi.json" })).body;
    const documented = (path: string, method: string) =>
      doc.paths[`/api${path.replace(/:(\w+)/g, "{$1}")}`]?.[method.toLowerCase()] !== undefined;
    for (const { old, clean } of SKETCH_ALIASES) {
      expect(documented(clean.path, clean.method), `${clean.method} ${clean.path}`).toBe(true);
      expect(documented(old.path, old.method), `${old.method} ${old.path}`).toBe(false);
      expect(app.hasRoute({ method: old.method, url: `/api${old.path}` }), `${old.method} ${old.path}`).toBe(true);
    }
  });

  it("keeps its shape out of our own calls: clean paths answer id, 201 and the whole record", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const payload = { name: "Clean", minAmount: "300", maxAmount: "900" };
    const clean = await call(app, { method: "POST", url: "/api/admin/plans", headers: admin.auth, payload });
    expect(clean.status).toBe(201);
    expect(clean.body).toMatchObject({ status: 201, message: "Plan created", data: { name: "Clean" } });
    expect(clean.body.data).not.toHaveProperty("_id");
    expect(clean.body.data.weights).toEqual(expect.any(Object));
    const plans = (await call(app, { method: "GET", url: "/api/plans" })).body.data;
    expect(plans[0]).toHaveProperty("id");
    expect(plans[0]).not.toHaveProperty("_id");
    // The calls it makes on our own paths carry both, nested records too.
    const users = await call(app, { method: "GET", url: "/api/admin/users", headers: admin.auth });
    expect(users.body.data.users.length).toBeGreaterThan(0);
    for (const user of users.body.data.users) expect(user._id).toBe(user.id);
    const old = (await call(app, { method: "GET", url: "/api/admin/investmentPlans" })).body.data;
    expect(old.map((p: { _id: string }) => p._id)).toEqual(plans.map((p: { id: string }) => p.id));
  });

  it("adds _id only to records: text that reads like an id key is left as it was written", async () => {
    const lastname = 'Kay "id":"not-an-id"';
    const signup = await app.inject({
      method: "POST",
      url: "/api/signup",
      payload: {
        firstname: "Ana",
        lastname,
        email: "ana-quoted@example.test",
        username: "ana_quoted",
        password: "quiet-harbor-71",
        confirmPassword: "quiet-harbor-71",
      },
    });
    const me = await app.inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${signup.json().token}` },
    });
    for (const answer of [signup, me]) {
      expect(answer.json().data.name.lastname).toBe(lastname);
      expect(answer.json().data._id).toBe(answer.json().data.id);
      expect(answer.payload.match(/"_id"/g)).toHaveLength(1);
    }
  });

  it("sends its file parts as avatar only on its own paths; ours name them", async () => {
    const member = await createTestUser(app);
    const asAvatar = multipart({ id: member.user.id }, [
      { field: "avatar", filename: "me.png", content: fixtures.png() },
    ]);
    const refused = await call(app, {
      method: "POST",
      url: `/api/users/${member.user.id}/picture`,
      headers: { ...member.auth, ...asAvatar.headers },
      payload: asAvatar.payload,
    });
    expect(refused).toMatchObject({ status: 400, body: { error: "Unexpected file field 'avatar'" } });
    const named = multipart({}, [{ field: "picture", filename: "me.png", content: fixtures.png() }]);
    const taken = await call(app, {
      method: "POST",
      url: `/api/users/${member.user.id}/picture`,
      headers: { ...member.auth, ...named.headers },
      payload: named.payload,
    });
    expect(taken.status).toBe(200);
    // A third page under avatar on its verification call is refused like any extra file.
    const three = multipart(
      { name: member.user.username, ...VALID_FIELDS },
      [...documentPair(), ...documentPair()].slice(0, 3).map((page) => ({ ...page, field: "avatar" })),
    );
    const extra = await call(app, {
      method: "POST",
      url: "/api/user/verify",
      headers: { ...member.auth, ...three.headers },
      payload: three.payload,
    });
    expect(extra).toMatchObject({ status: 400, body: { error: "Too many files in 'avatar'" } });
  });
});
