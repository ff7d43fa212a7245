import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteTableEntry } from "../src/types.ts";
import { startTrial } from "./factories/course.ts";
import { createLessonViaApi, createModuleViaApi, tinyMp4 } from "./factories/course-admin.ts";
import { call, createTestApp, createTestUser, fixtures, multipart, type TestUser } from "./helpers.ts";

// docs/product-rules.md §3.1: a field the route does not name is refused with a 400 naming it.
const app = await createTestApp();
const PROBE = "strictProbe";

let member: TestUser;
let admin: TestUser;
let lessonId: string;
beforeAll(async () => {
  member = await createTestUser(app, { isVerified: true });
  admin = await createTestUser(app, { isAdmin: true });
  // The demo's orders are part of the course: the member is on a trial.
  expect((await startTrial(app, member)).status).toBe(201);
  const module = await createModuleViaApi(app, admin);
  lessonId = (await createLessonViaApi(app, admin, { moduleId: module.id })).id;
});

/** The route's URL with each :param filled by a value its params schema takes (ids are uuids). */
const fill = (url: string, user: TestUser) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    if (name === "symbol") return "BTC";
    if (url.startsWith("/api/admin/course/lessons/")) return lessonId;
    return name === "id" && /^\/api\/(users|user\/upload)\//.test(url) ? user.user.id : randomUUID();
  });

/** Bodies whose shape is chosen by one field (a discriminated union): the probe rides on a valid choice. */
const BASE_BODIES: Record<string, Record<string, unknown>> = {
  "PATCH /api/admin/verifications/:id": { status: "accepted" },
  "PATCH /api/admin/verify/:id": { status: "accepted" },
  // A union: an unknown field is named once the body matches one of its shapes.
  "POST /api/admin/treasury/orders/:id/fills": { exchange: "Kraken", csv: "trade_id,units" },
};
const signedInAs = (route: RouteTableEntry) => (route.url.startsWith("/api/admin") ? admin : member);
const apiRoutes = () => app.routeTable.filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD");

function namesProbe(answer: { status: number; body: { details?: { field: string }[] } }, field = PROBE): boolean {
  return answer.status === 400 && Boolean(answer.body.details?.some((d) => d.field === field));
}

describe("every route refuses a field it does not name", () => {
  it("finds routes with a body, a query and a multipart form in the route table", () => {
    const routes = apiRoutes();
    expect(routes.filter((r) => r.body).length).toBeGreaterThan(30);
    expect(routes.filter((r) => r.querystring).length).toBeGreaterThan(5);
    expect(routes.filter((r) => r.multipart).length).toBeGreaterThan(3);
  });

  it("answers 400 naming an unknown body field on every route with a body schema", async () => {
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.body)) {
      const user = signedInAs(route);
      const answer = await call(app, {
        method: route.method as "POST",
        url: fill(route.url, user),
        headers: user.auth,
        payload: { ...BASE_BODIES[`${route.method} ${route.url}`], [PROBE]: 1 },
      });
      if (!namesProbe(answer))
        failures.push(`${route.method} ${route.url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 400 naming an unknown query parameter on every route with a query schema", async () => {
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.querystring)) {
      const user = signedInAs(route);
      const answer = await call(app, {
        method: route.method as "GET",
        url: `${fill(route.url, user)}?${PROBE}=1`,
        headers: user.auth,
        ...(route.body ? { payload: {} } : {}),
      });
      if (!namesProbe(answer))
        failures.push(`${route.method} ${route.url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 400 naming an unknown text field on every multipart upload route", async () => {
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.multipart)) {
      const user = signedInAs(route);
      // A video upload streams its one file: the text fields sent before it are checked.
      const video = route.url.endsWith("/video") ? [{ field: "video", filename: "v.mp4", content: tinyMp4() }] : [];
      const form = multipart({ [PROBE]: "1" }, video);
      const answer = await call(app, {
        method: route.method as "POST",
        url: fill(route.url, user),
        headers: { ...user.auth, ...form.headers },
        payload: form.payload,
      });
      if (!namesProbe(answer))
        failures.push(`${route.method} ${route.url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("the old client's known extra fields", () => {
  it("are taken on its alias only: {avatar, id} at /user/upload/{id}, id refused at our path", async () => {
    const picture = { field: "avatar", filename: "me.png", content: fixtures.png(), type: "image/png" };
    const old = multipart({ id: member.user.id }, [picture]);
    const atOld = await call(app, {
      method: "POST",
      url: `/api/user/upload/${member.user.id}`,
      headers: { ...member.auth, ...old.headers },
      payload: old.payload,
    });
    expect(atOld.status).toBe(200);
    const ours = multipart({ id: member.user.id }, [{ ...picture, field: "picture" }]);
    const atOurs = await call(app, {
      method: "POST",
      url: `/api/users/${member.user.id}/picture`,
      headers: { ...member.auth, ...ours.headers },
      payload: ours.payload,
    });
    expect(namesProbe(atOurs, "id")).toBe(true);
    // Anything else it did not send is refused on the alias too.
    const other = multipart({ id: member.user.id, [PROBE]: "1" }, [picture]);
    const otherAtOld = await call(app, {
      method: "POST",
      url: `/api/user/upload/${member.user.id}`,
      headers: { ...member.auth, ...other.headers },
      payload: other.payload,
    });
    expect(namesProbe(otherAtOld)).toBe(true);
  });
});

describe("a move to the wallet names what it moves", () => {
  it("refuses {amount} naming amount, and a body that names neither units nor all", async () => {
    const url = `/api/user/deposits/${randomUUID()}/move`;
    const amount = await call(app, { method: "POST", url, headers: member.auth, payload: { amount: "10.00" } });
    expect(amount.status).toBe(400);
    expect(amount.body.details).toContainEqual({ field: "amount", message: "Unknown field 'amount'" });
    const empty = await call(app, { method: "POST", url, headers: member.auth, payload: {} });
    expect(empty.status).toBe(400);
    // A well-formed move reaches the deposit (none with this id).
    const all = await call(app, { method: "POST", url, headers: member.auth, payload: { all: true } });
    expect(all.status).toBe(404);
  });
});
