import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { Counter, Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../test/helpers.ts";
import { CACHED_PUBLIC_ROUTE } from "../lib/http.ts";
import { registerErrorHandler } from "./errors.ts";
import { DURATION_BUCKETS, httpMetrics, registerMetrics } from "./metrics.ts";
import { registerRequestId, requestIdOptions } from "./request-id.ts";
import { deferredChildLogger, RequestLog } from "./request-log.ts";

const webDistDir = mkdtempSync(path.join(tmpdir(), "vaultline-dist-"));
mkdirSync(path.join(webDistDir, "assets"));
writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>SPA</title>");
writeFileSync(path.join(webDistDir, "assets", "app-abc123.js"), "console.log('app')");

const METRICS_TOKEN = "m".repeat(32);
const app = await createTestApp({ metricsToken: METRICS_TOKEN, webDistDir });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function scrape(authorization?: string) {
  return app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
}

describe("request ids", () => {
  it("are on every answer, and error bodies carry the same one", async () => {
    const ok = await call(app, { method: "GET", url: "/api/health" });
    expect(ok.status).toBe(200);
    expect(ok.headers["x-request-id"]).toMatch(UUID);

    const invalid = await call(app, { method: "POST", url: "/api/login", payload: {} });
    expect(invalid.status).toBe(400);
    expect(invalid.body.requestId).toBe(invalid.headers["x-request-id"]);

    const unknownApi = await call(app, { method: "GET", url: "/api/no-such-thing" });
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.body).toEqual({ status: 404, error: "Not found", requestId: unknownApi.headers["x-request-id"] });

    const unknownPage = await call(app, { method: "POST", url: "/no-such-page" });
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.headers["x-request-id"]).toMatch(UUID);
    expect(unknownPage.body.requestId).toBe(unknownPage.headers["x-request-id"]);

    const missingRow = await call(app, {
      method: "GET",
      url: "/api/files/00000000-0000-4000-8000-000000000000",
    });
    expect(missingRow.status).toBe(404);
    expect(missingRow.body.requestId).toBe(missingRow.headers["x-request-id"]);
  });

  it("are on SPA pages and static files too", async () => {
    const page = await app.inject({ method: "GET", url: "/dashboard" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-request-id"]).toMatch(UUID);
    const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["x-request-id"]).toMatch(UUID);
  });

  it("are on router errors too (a broken %-escape), in the error envelope", async () => {
    const res = await call(app, { method: "GET", url: "/api/files/%zz" });
    expect(res.status).toBe(400);
    expect(res.headers["x-request-id"]).toMatch(UUID);
    expect(res.body).toEqual({
      status: 400,
      error: "This address is not valid",
      requestId: res.headers["x-request-id"],
    });
  });

  it("are fresh for every request", async () => {
    const first = await app.inject({ method: "GET", url: "/api/health" });
    const second = await app.inject({ method: "GET", url: "/api/health" });
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it("echo a well-formed incoming id and replace a malformed one", async () => {
    const given = "edge-7f3a.b_2";
    const echoed = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: {},
      headers: { "x-request-id": given },
    });
    expect(echoed.headers["x-request-id"]).toBe(given);
    expect(echoed.body.requestId).toBe(given);

    for (const bad of ["", "has space", "<script>", "a".repeat(101), "ünïcode", "new\\nline"]) {
      const res = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": bad } });
      expect(res.headers["x-request-id"], bad).toMatch(UUID);
    }
    const longest = "a".repeat(100);
    const kept = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": longest } });
    expect(kept.headers["x-request-id"]).toBe(longest);
  });

  it("are on every log line of the request", async () => {
    const { stream, lines } = logLines();
    const logged = Fastify({
      logger: { level: "info", stream },
      logController: new RequestLog(),
      childLoggerFactory: deferredChildLogger,
      ...requestIdOptions,
    });
    registerRequestId(logged);
    logged.get("/work", async (request) => {
      request.log.info("working");
      request.log.child({ step: "pay" }).info("paying");
      return { ok: true };
    });
    // A route's own level holds for its request's logger.
    logged.get("/quiet", { logLevel: "warn" }, async (request) => {
      request.log.info("not written");
      request.log.warn("written");
      return { ok: true };
    });
    const res = await logged.inject({ method: "GET", url: "/work", headers: { "x-request-id": "trace-1" } });
    await logged.inject({ method: "GET", url: "/quiet", headers: { "x-request-id": "trace-2" } });
    await logged.close();
    expect(res.headers["x-request-id"]).toBe("trace-1");
    const requestLines = lines.filter((line) => line.reqId === "trace-1");
    // One line when the answer is sent, saying what was asked and how it ended.
    expect(requestLines.map((line) => line.msg)).toEqual(["working", "paying", "request completed"]);
    expect(requestLines[1]).toMatchObject({ step: "pay" });
    expect(requestLines[2]).toMatchObject({ method: "GET", url: "/work", ip: "127.0.0.1", statusCode: 200 });
    expect(requestLines[2]?.responseTime).toEqual(expect.any(Number));
    expect(lines.filter((line) => line.reqId === "trace-2").map((line) => line.msg)).toEqual(["written"]);
  });
});

/** A writable that keeps each JSON log line it is given. */
function logLines(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { stream, lines };
}

describe("request log lines", () => {
  it("are written for every call but the cached public answers, the built files and the liveness probe, which the metrics still count", async () => {
    const { stream, lines } = logLines();
    const logged = await createTestApp(
      { metricsToken: METRICS_TOKEN, logLevel: "info", webDistDir },
      { logger: stream },
    );
    const urls = [
      "/api/plans",
      "/api/admin/investmentPlans",
      "/api/stats/public",
      "/api/faqs",
      "/api/reviews",
      "/api/health",
      "/assets/app-abc123.js",
    ];
    for (const url of [...urls, "/api/ready", "/dashboard"]) {
      expect((await logged.inject({ method: "GET", url })).statusCode).toBe(200);
    }
    // A missing file is a failure: it is logged.
    expect((await logged.inject({ method: "GET", url: "/assets/gone-1.js" })).statusCode).toBe(404);
    const completed = lines.filter((line) => line.msg === "request completed").map((line) => line.url);
    expect(completed).toEqual(["/api/ready", "/dashboard", "/assets/gone-1.js"]);

    const scraped = await logged.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    for (const url of urls) {
      expect(scraped.body).toContain(`http_requests_total{method="GET",route="${url}",status="200"} 1`);
    }
  }, 120_000);

  it("still report a cached public route's failure", async () => {
    const { stream, lines } = logLines();
    const bare = Fastify({ logger: { level: "info", stream }, logController: new RequestLog() });
    registerErrorHandler(bare);
    bare.get("/broken", CACHED_PUBLIC_ROUTE, async () => {
      throw new Error("the database went away");
    });
    expect((await bare.inject({ method: "GET", url: "/broken" })).statusCode).toBe(500);
    await bare.close();
    expect(lines.find((line) => line.msg === "request failed")).toMatchObject({
      level: 50,
      err: { message: "the database went away" },
    });
  });
});

describe("the log on stdout", () => {
  it("writes a failure's line at once, with the lines held before it, and what is held when the process ends, a crash included", async () => {
    // A process of its own: its stdout is a file it can read back after each line.
    const dir = mkdtempSync(path.join(tmpdir(), "vaultline-log-"));
    const out = path.join(dir, "stdout.log");
    const script = path.join(dir, "crash.ts");
    writeFileSync(
      script,
      `import { readFileSync } from "node:fs";
import Fastify from ${JSON.stringify(import.meta.resolve("fastify"))};
import { stdoutLogOptions } from ${JSON.stringify(path.join(import.meta.dirname, "request-log.ts"))};
const { log } = Fastify({ logger: stdoutLogOptions("info") });
const written = () => readFileSync(${JSON.stringify(out)}, "utf8");
log.info("first info line");
process.stderr.write(\`after info: \${written().includes("first info line")}\n\`);
log.warn("a failure");
process.stderr.write(\`after warn: \${written().includes("first info line") && written().includes("a failure")}\n\`);
log.info("last info line");
throw new Error("the process crashed");
`,
    );
    const stdout = openSync(out, "w");
    const ran = spawnSync(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", stdout, "pipe"] });
    closeSync(stdout);
    const written = readFileSync(out, "utf8");
    rmSync(dir, { recursive: true, force: true });
    const stderr = String(ran.stderr);
    expect(stderr).toContain("the process crashed");
    expect(ran.status).not.toBe(0);
    // The info line waits for others (a write per 4 KiB, not per line); the failure does not.
    expect(stderr).toContain("after info: false");
    expect(stderr).toContain("after warn: true");
    const messages = written
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).msg);
    expect(messages).toEqual(["first info line", "a failure", "last info line"]);
  }, 60_000);
});

describe("GET /metrics", () => {
  it("refuses callers without the right bearer token, in the error envelope", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, requestId: res.headers["x-request-id"] });
    }
  });

  it("counts requests by route pattern, never by raw URL", async () => {
    const { user, auth } = await createTestUser(app);
    await call(app, { method: "GET", url: `/api/user/${user.id}`, headers: auth });
    await call(app, { method: "GET", url: "/api/no-such-thing-123" });

    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.headers["x-request-id"]).toMatch(UUID);
    const text = res.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/user\/:id",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} \d+$/m);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/user/:id"}');
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("job_failures_total");
    expect(text).not.toContain(user.id);
    expect(text).not.toContain("no-such-thing-123");
  });

  it("is off, answering 404, when no token is configured", async () => {
    const off = Fastify();
    off.decorate("config", { metricsToken: undefined } as never);
    registerErrorHandler(off);
    registerMetrics(off);
    const res = await call(off, { method: "GET", url: "/metrics", headers: { authorization: "Bearer " } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, error: "Not found" });
  });

  it("is not in the OpenAPI document", async () => {
    const doc = await call(app, { method: "GET", url: "/api/openapi.json" });
    expect(Object.keys(doc.body.paths)).not.toContain("/metrics");
  });
});

describe("registerMetrics sources", () => {
  function scrapeWith(sources: Parameters<typeof registerMetrics>[1]) {
    const bare = Fastify();
    bare.decorate("config", { metricsToken: METRICS_TOKEN } as never);
    const metrics = registerMetrics(bare, sources);
    return { metrics, text: () => metrics.registry.metrics() };
  }

  it("reads the pool and the job queues at scrape time and counts job failures", async () => {
    let idle = 3;
    const { metrics, text } = scrapeWith({
      dbPool: () => ({ total: 10, idle, waiting: 2 }),
      jobQueues: async () => [{ queue: "send-mail", queued: 4, active: 1, failed: 7 }],
    });
    metrics.jobFailed("send-mail");
    metrics.jobFailed("send-mail");
    idle = 5;
    const out = await text();
    expect(out).toContain('db_pool_connections{state="total"} 10');
    expect(out).toContain('db_pool_connections{state="idle"} 5');
    expect(out).toContain("db_pool_waiting_requests 2");
    expect(out).toContain('job_queue_jobs{queue="send-mail",state="queued"} 4');
    expect(out).toContain('job_queue_jobs{queue="send-mail",state="active"} 1');
    expect(out).toContain('job_queue_jobs{queue="send-mail",state="failed"} 7');
    expect(out).toContain('job_failures_total{queue="send-mail"} 2');
  });

  it("reports no pool series without a pool, and still scrapes when the queue read fails", async () => {
    const { text } = scrapeWith({
      dbPool: () => undefined,
      jobQueues: async () => {
        throw new Error("queue database down");
      },
    });
    const out = await text();
    expect(out).not.toMatch(/^db_pool_connections\{/m);
    expect(out).not.toMatch(/^job_queue_jobs\{/m);
    expect(out).toContain("http_requests_total");
  });

  it("gives each app its own registry, so many apps live in one process", async () => {
    const a = scrapeWith({});
    const b = scrapeWith({});
    a.metrics.jobFailed("x");
    expect(await a.text()).toContain('job_failures_total{queue="x"} 1');
    expect(await b.text()).not.toContain('queue="x"');
  });
});

describe("the HTTP metrics' tallies", () => {
  it("write what prom-client's own counter and histogram write for the same answers", async () => {
    const answers: [method: string, route: string, status: number, ms: number][] = [
      ["GET", "/api/user", 200, 1.2],
      ["GET", "/api/health", 200, 0.3],
      ["GET", "/api/user", 401, 7.5],
      ["POST", "/api/user", 200, 30],
      ["GET", "unmatched", 404, 12_000],
      ["GET", "/api/user", 200, 5],
      ["GET", "/api/health", 503, 2_500],
      ["GET", '/a "quoted"\\route', 200, 250.25],
    ];
    const ours = new Registry();
    const tallies = httpMetrics(ours);
    const theirs = new Registry();
    const counter = new Counter({
      name: "http_requests_total",
      help: "HTTP requests by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      registers: [theirs],
    });
    const histogram = new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP request duration by method and route pattern",
      labelNames: ["method", "route"],
      buckets: [...DURATION_BUCKETS],
      registers: [theirs],
    });
    for (const [method, route, status, ms] of answers) {
      tallies.record(method, route, status, ms);
      counter.inc({ method, route, status: String(status) });
      histogram.observe({ method, route }, ms / 1000);
    }
    const text = await ours.metrics();
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/user"} 2');
    expect(text).toBe(await theirs.metrics());
    // Scraped twice, the same again (the counter is set from the tallies, not added to).
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
