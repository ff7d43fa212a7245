import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser, fixtures, multipart } from "../test/helpers.ts";
import { certificates } from "./db/schema.ts";
import { findUserByLogin } from "./modules/users/index.ts";

const webDistDir = mkdtempSync(path.join(tmpdir(), "vaultline-dist-"));
mkdirSync(path.join(webDistDir, "assets"));
writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>Vaultline SPA</title>");
writeFileSync(path.join(webDistDir, "assets", "app-abc123.js"), "console.log('app')");
// As the build writes them: brotli and gzip copies beside the asset, and a robots.txt from public/.
writeFileSync(path.join(webDistDir, "assets", "app-abc123.js.br"), brotliCompressSync("console.log('app')"));
writeFileSync(path.join(webDistDir, "assets", "app-abc123.js.gz"), gzipSync("console.log('app')"));
writeFileSync(path.join(webDistDir, "robots.txt"), "User-agent: *\nDisallow: /admin\n");
// Public pages rendered at build time.
mkdirSync(path.join(webDistDir, "prerendered"));
writeFileSync(path.join(webDistDir, "prerendered", "index.html"), "<title>Vaultline</title><h1>Home, rendered</h1>");
writeFileSync(path.join(webDistDir, "prerendered", "faqs.html"), "<title>Vaultline</title><h1>FAQ, rendered</h1>");
// A page rendered once for a path pattern: a plan's record while it loads.
mkdirSync(path.join(webDistDir, "pattern-pages"));
writeFileSync(path.join(webDistDir, "pattern-pages", "plan.html"), "<title>Vaultline</title><h1>Plan record</h1>");
writeFileSync(
  path.join(webDistDir, "pattern-pages.json"),
  JSON.stringify({ "/plans/:id": "/pattern-pages/plan.html" }),
);
// The app's alias paths and where its router sends them.
writeFileSync(path.join(webDistDir, "redirects.json"), JSON.stringify({ "/plans": "/#plans", "/faq": "/faqs" }));
// The app's route patterns, as the build writes them from its route table.
writeFileSync(
  path.join(webDistDir, "routes.json"),
  JSON.stringify([
    "/",
    "/faqs",
    "/dashboard",
    "/legal/terms",
    "/plans/:id",
    "/admin/users/user/:id",
    "/certificates/:id",
  ]),
);

const app = await createTestApp({
  webDistDir,
  admin: { email: "boss@example.test", username: "boss", password: "boss-pass-1" },
});

describe("the app shell", () => {
  it("reports liveness without touching the database, and readiness after a database round trip", async () => {
    const res = await call(app, { method: "GET", url: "/api/health" });
    expect(res.body).toEqual({ status: 200, message: "ok", data: { process: "ok" } });
    const ready = await call(app, { method: "GET", url: "/api/ready" });
    expect(ready.body.data).toEqual({ database: "ok", storage: "ok" });
  });

  it("answers unknown API paths with a JSON 404, and serves the SPA for any other page", async () => {
    const api = await call(app, { method: "GET", url: "/api/no-such-thing" });
    expect(api).toMatchObject({ status: 404, body: { status: 404, error: "Not found" } });
    const page = await app.inject({ method: "GET", url: "/admin/users/user/123" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Vaultline SPA");
    const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    const post = await call(app, { method: "POST", url: "/dashboard" });
    expect(post.status).toBe(404);
  });

  it("answers a path the app has no page for with the app (its not-found page) and status 404", async () => {
    for (const url of ["/terms", "/faqs/more", "/legal/nope", "/admin/users/user", "/admin/users/user/1/2"]) {
      const page = await app.inject({ method: "GET", url });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 404 });
      expect(page.body).toContain("Vaultline SPA");
    }
    // Matched as the app's router matches: any case, a trailing slash, a query.
    for (const url of ["/Dashboard/", "/legal/terms?x=1", "/admin/users/user/abc"]) {
      expect({ url, status: (await app.inject({ method: "GET", url })).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it("answers a certificate page with 404 when no such certificate exists, 200 when it does", async () => {
    const page = await app.inject({ method: "GET", url: "/certificates/VL-NOPE-0000" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Vaultline SPA");
    const holder = await createTestUser(app);
    await app.db.insert(certificates).values({
      id: "VL-REAL-0001",
      userId: holder.user.id,
      fullName: "Ada Lovelace",
      courseTitle: "Trading course",
      issuedAt: new Date(),
    });
    expect((await app.inject({ method: "GET", url: "/certificates/vl-real-0001" })).statusCode).toBe(200);
  });

  it("sends a pre-rendered page's HTML for its own path only, the empty shell for the rest", async () => {
    const home = await app.inject({ method: "GET", url: "/" });
    expect(home.body).toContain("Home, rendered");
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect((await app.inject({ method: "GET", url: "/faqs?open=3" })).body).toContain("FAQ, rendered");
    for (const url of ["/faqs/more", "/dashboard", "/dashboard?tab=1"]) {
      expect((await app.inject({ method: "GET", url })).body).toContain("Vaultline SPA");
    }
  });

  it("sends an alias path where the app's router sends it, with the query kept", async () => {
    for (const [url, location] of [
      ["/plans", "/#plans"],
      ["/Plans/", "/#plans"],
      ["/plans?from=mail", "/?from=mail#plans"],
      ["/faq", "/faqs"],
    ]) {
      const answer = await app.inject({ method: "GET", url });
      expect({ url, status: answer.statusCode, location: answer.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
    expect((await app.inject({ method: "GET", url: "/faqs" })).statusCode).toBe(200);
  });

  it("sends a pattern's pre-rendered page for every path of its pattern, and only there", async () => {
    for (const url of ["/plans/8c1f", "/Plans/8c1f/", "/plans/8c1f?from=home"]) {
      const page = await app.inject({ method: "GET", url });
      expect({ url, status: page.statusCode, body: page.body }).toEqual({
        url,
        status: 200,
        body: expect.stringContaining("Plan record"),
      });
    }
    for (const url of ["/plans/8c1f/more"]) {
      const page = await app.inject({ method: "GET", url });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 404 });
      expect(page.body).toContain("Vaultline SPA");
    }
  });

  it("sends precompressed assets to browsers that accept them, with the right caching", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('app')");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gz = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app')");
    const page = await app.inject({ method: "GET", url: "/dashboard" });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("answers 304 to a browser that already holds a file or page, and the new content once it changed", async () => {
    for (const url of ["/assets/app-abc123.js", "/", "/dashboard"]) {
      const first = await app.inject({ method: "GET", url });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.inject({ method: "GET", url, headers: { "if-none-match": `W/"other", ${etag}` } });
      expect({ url, status: again.statusCode, body: again.body }).toEqual({ url, status: 304, body: "" });
      const stale = await app.inject({ method: "GET", url, headers: { "if-none-match": '"an-old-build"' } });
      expect({ url, status: stale.statusCode }).toEqual({ url, status: 200 });
    }
    // A page the app does not have keeps its 404, whatever the browser holds.
    const shell = String((await app.inject({ method: "GET", url: "/dashboard" })).headers.etag);
    const missing = await app.inject({ method: "GET", url: "/terms", headers: { "if-none-match": shell } });
    expect(missing.statusCode).toBe(404);
  });

  it("serves a real robots.txt, and a 404 for a missing file instead of the app's HTML", async () => {
    const robots = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toContain("Disallow: /admin");
    for (const url of ["/assets/gone-123.js", "/sitemap.xml", "/old.txt"]) {
      const missing = await app.inject({ method: "GET", url });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain("Vaultline SPA");
    }
  });

  it("sends a strict content security policy", async () => {
    const page = await app.inject({ method: "GET", url: "/" });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends JSON answers the REST security headers, and pages theirs", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/plans" });
    expect(answer.headers).toMatchObject({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "referrer-policy": "no-referrer",
      "cross-origin-opener-policy": "same-origin",
    });
    const page = await app.inject({ method: "GET", url: "/" });
    expect(String(page.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    // An error is JSON too.
    const missing = await app.inject({ method: "GET", url: "/api/files/00000000-0000-4000-8000-000000000000" });
    expect(missing.headers["x-frame-options"]).toBe("DENY");
    expect(missing.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("sends every kind of answer its request id and its kind's security headers", async () => {
    // Helmet's headers for pages, as it wrote them per request before they were computed once.
    const pageHeaders = {
      "content-security-policy": expect.stringContaining("default-src 'self';base-uri 'self';script-src 'self'"),
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    const apiHeaders = {
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "referrer-policy": "no-referrer",
      "cross-origin-resource-policy": "same-origin",
      "cross-origin-opener-policy": "same-origin",
    };
    const asset = "/assets/app-abc123.js";
    const assetTag = String((await app.inject({ method: "GET", url: asset })).headers.etag);
    const answers = {
      pages: [
        { method: "GET", url: "/" },
        { method: "HEAD", url: "/" },
        { method: "GET", url: "/faqs?open=3", headers: { "accept-encoding": "br" } },
        { method: "GET", url: "/Faqs/" },
        { method: "GET", url: "/dashboard" },
        { method: "GET", url: "/terms" },
        { method: "GET", url: asset, headers: { "accept-encoding": "gzip" } },
        { method: "GET", url: asset, headers: { "if-none-match": assetTag } },
        { method: "GET", url: "/robots.txt" },
      ],
      json: [
        { method: "GET", url: "/api/health" },
        { method: "GET", url: "/api/plans" },
        { method: "GET", url: "/api/no-such-thing" },
        { method: "GET", url: "/old.txt" },
        { method: "POST", url: "/api/login", payload: {} },
        { method: "GET", url: "/api/user" },
        { method: "GET", url: "/metrics" },
      ],
    } as const;
    for (const [kind, requests] of Object.entries(answers)) {
      for (const request of requests) {
        const res = await app.inject(request);
        const seen = { kind, ...request, status: res.statusCode, headers: res.headers };
        expect(seen).toMatchObject({
          headers: {
            "x-request-id": expect.stringMatching(/^[\w-]{36}$/),
            ...(kind === "pages" ? pageHeaders : apiHeaders),
          },
        });
      }
    }
    // A page is not sent the JSON answers' policy, nor the other way round.
    expect((await app.inject({ method: "GET", url: "/" })).headers["x-frame-options"]).toBe("SAMEORIGIN");
    // The API docs page keeps its own policy (swagger-ui's), over the page's.
    const docs = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.headers).toMatchObject({ "x-frame-options": "SAMEORIGIN", "x-request-id": expect.any(String) });
    expect(String(docs.headers["content-security-policy"])).toContain("frame-ancestors 'self'");
  });

  it("publishes the OpenAPI document and the docs page", async () => {
    const doc = await call(app, { method: "GET", url: "/api/openapi.json" });
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(["/api/login", "/api/signup", "/api/user/{id}"]),
    );
    const ui = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
  });

  it("declares the bearer token in the OpenAPI document on every call that refuses a caller without one", async () => {
    const doc = (await call(app, { method: "GET", url: "/api/openapi.json" })).body as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const wrong: string[] = [];
    for (const route of app.routeTable) {
      const operation = doc.paths[route.url.replace(/:(\w+)/g, "{$1}")]?.[route.method.toLowerCase()];
      if (!operation) continue;
      // A call with a body checks it before the caller (a 400 to an empty one): only a 401 is proof.
      const anonymous = await app.inject({
        method: route.method as "GET",
        url: route.url.replace(/:\w+/g, () => randomUUID()),
        ...(["GET", "HEAD", "DELETE"].includes(route.method) ? {} : { payload: {} }),
      });
      const declares = JSON.stringify(operation.security) === JSON.stringify([{ bearer: [] }]);
      if (anonymous.statusCode === 401 && !declares) wrong.push(`${route.method} ${route.url} does not declare it`);
      if (anonymous.statusCode < 400 && declares)
        wrong.push(`${route.method} ${route.url} declares it but answers ${anonymous.statusCode} without it`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses a body over 1 MiB with 413 and a clear message", async () => {
    const res = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "x".repeat(1024 * 1024 + 10), password: "secret1" },
    });
    expect(res).toMatchObject({ status: 413, body: { error: "The request body is too large" } });
  });

  it("refuses an upload sent to a call that takes none with 415, and still takes uploads where they belong", async () => {
    const form = multipart({ username: "someone", password: "secret1" });
    const refused = await call(app, { method: "POST", url: "/api/login", ...form });
    expect(refused).toMatchObject({ status: 415, body: { error: "Unsupported content type" } });
    // The profile picture's route sits in a scope nested in another upload scope.
    const member = await createTestUser(app);
    const picture = multipart({ id: member.user.id }, [
      { field: "avatar", filename: "me.png", content: fixtures.png() },
    ]);
    const taken = await call(app, {
      method: "POST",
      url: `/api/user/upload/${member.user.id}`,
      headers: { ...member.auth, ...picture.headers },
      payload: picture.payload,
    });
    expect(taken.status).toBe(200);
  });

  it("answers text the database cannot store (a NUL character) with a 400, not a 500", async () => {
    const res = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "ab\u0000c", password: "secret1" },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: "Text fields cannot contain NUL or other control characters" },
    });
  });

  it("ensures the configured admin exists and creates no random admin beside it", async () => {
    const boss = await findUserByLogin(app.db, "boss@example.test");
    expect(boss?.isAdmin).toBe(true);
    expect(await findUserByLogin(app.db, "admin")).toBeUndefined();
    const login = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "boss", password: "boss-pass-1" },
    });
    expect(login.body.data.isAdmin).toBe(true);
  });
});

describe("admin bootstrap on an empty database", () => {
  it("creates 'admin' with a random password when no ADMIN_* is set", async () => {
    const fresh = await createTestApp();
    const admin = await findUserByLogin(fresh.db, "admin");
    expect(admin?.isAdmin).toBe(true);
  });
});
