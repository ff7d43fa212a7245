import { WEB_CLIENT_HEADER, WEB_CLIENT_NAME } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { SKETCH_ALIASES } from "../../src/modules/sketch-compat/index.ts";
import { call, createTestUser } from "../helpers.ts";
import { createSketchApp } from "./sketch-client.ts";

const { app } = await createSketchApp();

describe("the sketch's client keeps working: its paths and shapes: old paths as aliases, _id on its calls only", () => {
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

  it("answers our web app in our shape on the calls it shares with the sketch's client", async () => {
    const member = await createTestUser(app);
    const asWeb = { ...member.auth, [WEB_CLIENT_HEADER]: WEB_CLIENT_NAME };
    const ours = await call(app, { method: "GET", url: "/api/user", headers: asWeb });
    expect(ours.body.data.id).toBe(member.user.id);
    expect(ours.body.data).not.toHaveProperty("_id");
    // Any other caller (the sketch's client sends no such header, nor another name) gets `_id`.
    for (const headers of [member.auth, { ...member.auth, [WEB_CLIENT_HEADER]: "other" }]) {
      const theirs = await call(app, { method: "GET", url: "/api/user", headers });
      expect(theirs.body.data._id).toBe(member.user.id);
    }
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
});
