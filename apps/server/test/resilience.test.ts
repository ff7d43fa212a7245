import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client.ts";
import { DATABASE_UNAVAILABLE } from "../src/lib/db-errors.ts";
import { call, createTestApp, createTestUser } from "./helpers.ts";

const app = await createTestApp();

describe("health and readiness", () => {
  it("health says the process is alive; ready checks the database and the storage", async () => {
    expect((await call(app, { method: "GET", url: "/api/health" })).body.data).toEqual({ process: "ok" });
    const ready = await call(app, { method: "GET", url: "/api/ready" });
    expect(ready).toMatchObject({ status: 200, body: { data: { database: "ok", storage: "ok" } } });
  });

  it("ready answers 503 when the object storage cannot be reached", async () => {
    // A port that was open a moment ago and is closed now: connections are refused at once.
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const port = (probe.address() as AddressInfo).port;
    probe.close();
    const unreachable = await createTestApp({
      storage: {
        driver: "s3",
        bucket: "nowhere",
        region: "us-east-1",
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: "x",
        secretAccessKey: "y",
        forcePathStyle: true,
      },
    });
    const ready = await call(unreachable, { method: "GET", url: "/api/ready" });
    expect(ready.status).toBe(503);
    expect(ready.body.error).toContain("storage unavailable");
    expect((await call(unreachable, { method: "GET", url: "/api/health" })).status).toBe(200);
  });
});

describe("graceful shutdown", () => {
  it("finishes a request in flight before closing, telling its client to drop the connection, and refuses new connections", async () => {
    const server = await createTestApp();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.get("/slow-for-test", async () => {
      await held;
      return { done: true };
    });
    const address = await server.listen({ port: 0, host: "127.0.0.1" });
    // A keep-alive client, as a browser or a proxy is: the answer's connection header is what it acts on.
    const agent = new http.Agent({ keepAlive: true });
    const get = (url: string) =>
      new Promise<{ status: number | undefined; connection: string | undefined; body: string }>((resolve, reject) => {
        http
          .get(`${address}${url}`, { agent }, (res) => {
            let body = "";
            res.on("data", (chunk) => {
              body += chunk;
            });
            res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
          })
          .on("error", reject);
      });
    expect((await get("/api/health")).connection).toBe("keep-alive");
    const inFlight = get("/slow-for-test");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = server.close();
    setTimeout(release, 200);
    expect(await inFlight).toEqual({ status: 200, connection: "close", body: '{"done":true}' });
    await closing;
    agent.destroy();
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});

// A dropped connection needs a real server: PGlite runs inside the process and has none to drop.
describe.skipIf(!process.env.DATABASE_URL)("a dropped database connection (PostgreSQL server)", () => {
  it("fails only the requests on it with a 503, never crashes, and the pool recovers", async () => {
    const member = await createTestUser(app);
    const [current] = await queryRows<{ name: string }>(app.db, sql`SELECT current_database() AS name`);
    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await killer.connect();
    const requests = Array.from({ length: 40 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 10)).then(() =>
        call(app, { method: "GET", url: "/api/user", headers: member.auth }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const killed = await killer.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [current?.name],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await killer.end();
    const answers = await Promise.all(requests);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.body.error).toBe(DATABASE_UNAVAILABLE);
        expect(answer.headers["retry-after"]).toBeDefined();
      }
    }
    // The broken clients were dropped; the next requests get fresh connections.
    for (let i = 0; i < 5; i++) {
      expect((await call(app, { method: "GET", url: "/api/user", headers: member.auth })).status).toBe(200);
    }
    expect((await call(app, { method: "GET", url: "/api/ready" })).status).toBe(200);
  });
});
