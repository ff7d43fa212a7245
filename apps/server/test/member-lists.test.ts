import { CURSOR_MESSAGES } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { chainPayments, cryptoQuotes, deposits, plans } from "../src/db/schema.ts";
import { call, createTestApp, createTestUser } from "./helpers.ts";

// A member's long lists come newest first, a page at a time, whatever their length
// (docs/adr/0011-keyset-pagination.md).
const app = await createTestApp();
const member = await createTestUser(app);
const other = await createTestUser(app);

// 120 deposits, several sharing a timestamp, so the order must break ties by id.
const base = Date.parse("2026-01-01T00:00:00Z");
await app.db.insert(deposits).values(
  Array.from({ length: 120 }, (_, i) => ({
    userId: member.user.id,
    planId: null,
    planName: "Silver",
    planRoiBp: 1000,
    amountCents: (i + 1) * 100,
    method: "crypto" as const,
    createdAt: new Date(base + Math.floor(i / 3) * 60_000),
  })),
);
await app.db.insert(deposits).values({
  userId: other.user.id,
  planId: null,
  planName: "Gold",
  planRoiBp: 1000,
  amountCents: 999_00,
  method: "crypto",
});

const list = (query: string, user = member) =>
  call(app, { method: "GET", url: `/api/user/deposits${query}`, headers: user.auth });

describe("a member's deposits, a page at a time", () => {
  it("walks 120 deposits in pages of 50, 50 and 20, newest first, each once, with only their own", async () => {
    const seen: { id: string; date: string }[] = [];
    let query = "";
    const sizes: number[] = [];
    for (;;) {
      const page = await list(query);
      expect(page.status).toBe(200);
      expect(Array.isArray(page.body.data)).toBe(true);
      sizes.push(page.body.data.length);
      seen.push(...page.body.data);
      if (!page.body.meta.nextCursor) break;
      query = `?cursor=${encodeURIComponent(page.body.meta.nextCursor)}`;
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen.map((d) => d.id)).size).toBe(120);
    const dates = seen.map((d) => Date.parse(d.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(seen.every((d) => (d as { planName?: string }).planName === "Silver")).toBe(true);
  });

  it("takes a smaller limit, refuses more than 100 and a cursor it did not make", async () => {
    const small = await list("?limit=7");
    expect(small.body.data).toHaveLength(7);
    expect(small.body.meta).toMatchObject({ limit: 7, nextCursor: expect.any(String) });
    expect((await list("?limit=101")).status).toBe(400);
    const forged = await list(`?cursor=${Buffer.from("yesterday|1").toString("base64url")}`);
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe(CURSOR_MESSAGES.unknown);
  });

  it("keeps the withdrawals and course payments lists in the same shape", async () => {
    for (const url of ["/api/user/withdrawals", "/api/user/course-payments"]) {
      const res = await call(app, { method: "GET", url, headers: member.auth });
      expect(res.status, url).toBe(200);
      expect(res.body.data, url).toEqual([]);
      expect(res.body.meta, url).toEqual({ limit: 50, nextCursor: null });
    }
  });
});

/**
 * Runs `run` and lists the statements the app's database client was sent meanwhile: PGlite's
 * thread client (query, exec, a transaction, a one-call read), or the server's pool (a query, or a
 * connection taken for a transaction). Test-only: it wraps the client's methods for the call.
 */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const client = (app.db as unknown as { $client: Record<string, unknown> }).$client;
  const names = ["query", "exec", "transaction", "readWith", "connect"].filter((n) => typeof client[n] === "function");
  const originals = names.map((name) => [name, client[name]] as const);
  const sent: string[] = [];
  // The pool's query takes a connection through its own connect: a call made inside another is not counted.
  let depth = 0;
  for (const [name, original] of originals) {
    client[name] = (...args: unknown[]) => {
      const [first] = args as [unknown];
      const text = typeof first === "string" ? first : (first as { text?: string } | undefined)?.text;
      if (depth === 0) sent.push(text ?? name);
      depth++;
      try {
        return (original as (...a: unknown[]) => unknown).apply(client, args);
      } finally {
        depth--;
      }
    };
  }
  try {
    await run();
  } finally {
    for (const [name, original] of originals) client[name] = original;
  }
  // The sign-in's session and user, read again when their per-process copies age (5 s and 60 s:
  // a loaded machine can pass the first between two calls), are not the page's statements.
  return sent.filter((text) => !/^select .* from "(sessions|users)" /.test(text));
}

// Read from the database, a page costs one statement; read again, from the process's kept copy
// (modules/deposits/deposit-pages.ts), none. Each count below starts from an empty copy.
describe("a page of a member's deposits costs one statement, none when kept", async () => {
  const holder = await createTestUser(app);
  const planRows = await app.db.select().from(plans).limit(2);
  // Wei: more digits than a JSON number keeps.
  const QUOTED_WEI = 123_456_789_012_345_678n;
  const PAID_WEI = 100_000_000_000_000_001n;
  const rows = await app.db
    .insert(deposits)
    .values(
      Array.from({ length: 70 }, (_, i) => ({
        userId: holder.user.id,
        planId: planRows[i % planRows.length]?.id ?? null,
        planName: planRows[i % planRows.length]?.name ?? "Plan",
        amountCents: 100_00 + i,
        method: "crypto" as const,
        status: "accepted" as const,
        unitsMicro: 100_000_000n + BigInt(i),
        buyNavMicro: 1_000_000n,
        investedAt: new Date(base),
        createdAt: new Date(base + i * 60_000),
      })),
    )
    .returning({ id: deposits.id });
  // The newest: an ether deposit watched on its chain, underpaid by one payment seen.
  const ADDRESS = "0x00000000000000000000000000000000000000aa";
  const [quote] = await app.db
    .insert(cryptoQuotes)
    .values({
      userId: holder.user.id,
      purpose: "deposit",
      coin: "ETH",
      amountCents: 500_00,
      rateCents: 300_000,
      rateSource: "simulated",
      rateAt: new Date(base),
      coinUnits: QUOTED_WEI,
      address: ADDRESS,
      quotedAt: new Date(base),
      expiresAt: new Date(base + 900_000),
      usedBy: holder.user.id,
      usedAt: new Date(base),
    })
    .returning({ id: cryptoQuotes.id });
  const [watched] = await app.db
    .insert(deposits)
    .values({
      userId: holder.user.id,
      planId: planRows[0]?.id ?? null,
      planName: planRows[0]?.name ?? "Plan",
      amountCents: 500_00,
      method: "crypto",
      coin: "ETH",
      quoteId: quote?.id ?? null,
      quoteRateCents: 300_000,
      quoteCoinUnits: QUOTED_WEI,
      payAddress: ADDRESS,
      quotedAt: new Date(base),
      watchUntil: new Date(base + 86_400_000),
      chainState: "underpaid",
      createdAt: new Date(base + 100 * 60_000),
    })
    .returning({ id: deposits.id });
  await app.db.insert(chainPayments).values({
    depositId: watched?.id ?? "",
    coin: "ETH",
    txid: "0xpaid",
    outputIndex: 0,
    address: ADDRESS,
    units: PAID_WEI,
    status: "seen",
    arrivalRateCents: 300_000,
    firstSeenAt: new Date(base + 100 * 60_000),
  });

  it("answers the first page, its positions valued and its chain payment shown, in one statement", async () => {
    // A session is read on its first call and again after 5 s (sessions.service.ts): each counted
    // call comes right after another.
    await list("", holder);
    app.depositPages.forgetAll();
    let page: Awaited<ReturnType<typeof list>> | undefined;
    expect(await statementsOf(async () => (page = await list("", holder)))).toHaveLength(1);
    let again: Awaited<ReturnType<typeof list>> | undefined;
    expect(await statementsOf(async () => (again = await list("", holder)))).toHaveLength(0);
    // The same page; its positions valued again for this request (a holding with no end runs to now).
    const withoutNow = (body: { data: { position: { holdingEndsAt?: string } | null }[] } | undefined) =>
      body?.data.map((d) => ({ ...d, position: d.position && { ...d.position, holdingEndsAt: undefined } }));
    expect(withoutNow(again?.body)).toEqual(withoutNow(page?.body));
    expect(again?.body.meta).toEqual(page?.body.meta);
    const [newest, ...older] = page?.body.data ?? [];
    expect(newest.id).toBe(watched?.id);
    expect(newest.quote.coinAmount).toBe("0.123456789012345678");
    expect(newest.chain).toMatchObject({
      state: "underpaid",
      paidCoinAmount: "0.100000000000000001",
      shortfallCoinAmount: "0.023456789012345677",
      payments: [{ txid: "0xpaid", coinAmount: "0.100000000000000001" }],
    });
    expect(older).toHaveLength(49);
    expect(older.every((d: { position: { units: string } | null }) => d.position !== null)).toBe(true);
    expect(rows).toHaveLength(70);
  });

  it("answers a later page, and the admin's view of the member's deposits, in one statement each", async () => {
    const first = await list("", holder);
    app.depositPages.forgetAll();
    const cursor = `?cursor=${encodeURIComponent(first.body.meta.nextCursor)}`;
    let next: Awaited<ReturnType<typeof list>> | undefined;
    expect(await statementsOf(async () => (next = await list(cursor, holder)))).toHaveLength(1);
    expect(next?.body.data).toHaveLength(21);
    expect(next?.body.meta.nextCursor).toBeNull();
    const admin = await createTestUser(app, { isAdmin: true });
    const url = `/api/admin/users/${holder.user.id}/deposits`;
    await call(app, { method: "GET", url, headers: admin.auth });
    app.depositPages.forgetAll();
    let adminPage: Awaited<ReturnType<typeof list>> | undefined;
    expect(
      await statementsOf(async () => (adminPage = await call(app, { method: "GET", url, headers: admin.auth }))),
    ).toHaveLength(1);
    expect(adminPage?.body.data).toHaveLength(50);
    expect(adminPage?.body.data[0].chain).toMatchObject({ state: "underpaid" });
    // The admin's view and the member's own list read the same page: the member's is now kept.
    expect(await statementsOf(() => list("", holder))).toHaveLength(0);
  });
});
