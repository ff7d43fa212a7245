// The fault switch of the crash-point test (crash-points.test.ts): it lives in the test process
// alone, so nothing in the server can turn it on.
import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, expect } from "vitest";
import { ledgerEntries, users } from "../src/db/schema.ts";
import type { call, TestApp } from "./helpers.ts";

export type Answer = Awaited<ReturnType<typeof call>>;
export type Scenario<C> = {
  /** The route as registered ("POST /api/user/withdrawals"). */
  route: string;
  /** What the test is called, when one route has more than one scenario. */
  name?: string;
  /** The app it runs on (default: the one without a chain watch). */
  on?: TestApp;
  /** A fresh member (and whatever the operation needs), made without faults. */
  setup: () => Promise<C>;
  send: (context: NoInfer<C>, key: string) => Promise<Answer>;
  /** How many times the operation is in the database (0 or 1 when it is true). */
  done: (context: NoInfer<C>, answer?: Answer) => Promise<number>;
};

type Armed = { failAt: number; sent: number; failed: boolean; statements: string[] };
const armed = new AsyncLocalStorage<Armed>();
const TERMINATE = "SELECT pg_terminate_backend(pg_backend_pid())";

const clientQuery = pg.Client.prototype.query;
/**
 * Wraps the pg client's `query` in this test process so that a request run inside `withFault(k, …)`
 * has its k-th statement replaced by the termination of its own connection. Call it before any app
 * opens its pool; it is undone after the file's tests.
 */
export function installStatementFaults(): void {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const run = armed.getStore();
    if (run && !run.failed) {
      run.sent += 1;
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | null)?.text;
      run.statements.push(String(text ?? "").slice(0, 90));
      if (run.sent === run.failAt) {
        run.failed = true;
        const callback = args.find((a) => typeof a === "function");
        // The statement never runs: its connection is terminated instead, and the query fails as it would.
        return (clientQuery as (...a: unknown[]) => unknown).call(this, TERMINATE, ...(callback ? [callback] : []));
      }
    }
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  afterAll(() => {
    pg.Client.prototype.query = clientQuery;
  });
}

/** Every connection the requests took is back in the pool (or replaced), and nobody waits for one. */
export function expectPoolSettled(on: TestApp, at: string): void {
  const pool = (on.db as unknown as { $client: pg.Pool }).$client;
  expect({ at, waiting: pool.waitingCount, busy: pool.totalCount - pool.idleCount }).toEqual({
    at,
    waiting: 0,
    busy: 0,
  });
}

/** Runs `send` with its k-th statement failing; returns the answer and how many statements it sent. */
export async function withFault<T>(
  failAt: number,
  send: () => Promise<T>,
): Promise<{ answer: T; sent: number; statements: string[] }> {
  const run: Armed = { failAt, sent: 0, failed: false, statements: [] };
  const answer = await armed.run(run, send);
  return { answer, sent: run.sent, statements: run.statements };
}

/** The balance kept on every member's row is the sum of their ledger. */
export async function expectBalancesMatchLedger(on: TestApp): Promise<void> {
  const off = await on.db.execute(sql`
    SELECT u.id FROM ${users} u
    LEFT JOIN (SELECT user_id, sum(amount_cents) AS total FROM ${ledgerEntries} GROUP BY user_id) l ON l.user_id = u.id
    WHERE u.balance_cents <> coalesce(l.total, 0)`);
  expect((off as unknown as { rows: unknown[] }).rows).toEqual([]);
}
