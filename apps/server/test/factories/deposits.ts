import { RISK_DISCLOSURE_VERSION } from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import { call, fixtures, multipart, type TestUser } from "../helpers.ts";

/** Test helpers shared by the money test files. */
export async function planIdByName(app: FastifyInstance, name: string): Promise<string> {
  const plans = (await call(app, { method: "GET", url: "/api/plans" })).body.data as { id: string; name: string }[];
  const plan = plans.find((p) => p.name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan.id;
}

export function acceptRisk(app: FastifyInstance, user: TestUser) {
  return call(app, {
    method: "POST",
    url: "/api/user/risk-acceptance",
    payload: { version: RISK_DISCLOSURE_VERSION },
    headers: user.auth,
  });
}

export function invest(
  app: FastifyInstance,
  user: TestUser,
  fields: Record<string, string>,
  file: { filename: string; content: Buffer } | null = { filename: "proof.png", content: fixtures.png() },
  headers: Record<string, string> = {},
) {
  const form = multipart(fields, file ? [{ field: "proof", ...file }] : []);
  return call(app, {
    method: "POST",
    url: "/api/user/deposits",
    payload: form.payload,
    headers: { ...user.auth, ...form.headers, ...headers },
  });
}

export async function countRows(app: FastifyInstance, table: "deposits" | "files" | "ledger_entries" | "withdrawals") {
  const result = (await app.db.execute(`SELECT count(*)::int AS n FROM ${table}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

export async function walletOf(app: FastifyInstance, user: TestUser): Promise<number> {
  return (await call(app, { method: "GET", url: "/api/user", headers: user.auth })).body.data.wallet;
}
