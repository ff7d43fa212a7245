import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { coursePayments, files, ledgerEntries } from "../../src/db/schema.ts";
import { call, multipart, type TestUser } from "../helpers.ts";

// Helpers shared by the course payment tests.

const count = async (target: FastifyInstance, table: typeof coursePayments | typeof files | typeof ledgerEntries) =>
  Number((await target.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n);

/** Rows that a refused payment must not add: payments, files, ledger entries. */
export const snapshot = async (target: FastifyInstance) => [
  await count(target, coursePayments),
  await count(target, files),
  await count(target, ledgerEntries),
];

export async function fund(target: FastifyInstance, user: TestUser, amountCents: number) {
  await target.db
    .insert(ledgerEntries)
    .values({ userId: user.user.id, kind: "admin_adjustment", amountCents, reason: "test" });
}

export function pay(
  target: FastifyInstance,
  user: TestUser,
  fields: Record<string, string>,
  file?: { content: Buffer; filename?: string },
  headers: Record<string, string> = {},
) {
  const body = multipart(
    { email: user.user.email, ...fields },
    file ? [{ field: "proof", filename: file.filename ?? "proof.png", content: file.content }] : [],
  );
  return call(target, {
    method: "POST",
    url: "/api/user/course-payments",
    payload: body.payload,
    headers: { ...user.auth, ...body.headers, ...headers },
  });
}

export const CARD = { cardName: "Ada Lovelace", expiryDate: "12/30", cvv: "123" };
