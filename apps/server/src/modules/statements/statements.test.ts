import { STATEMENT_CSV_COLUMNS } from "@vaultline/shared";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { acceptRisk, invest, planIdByName } from "../../../test/factories/deposits.ts";
import { mailsTo } from "../../../test/factories/email.ts";
import { call, createTestApp, createTestUser, signInAgain, type TestUser } from "../../../test/helpers.ts";
import { ledgerEntries } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";
import { snapshotNavs, unitsValueCents } from "../portfolios/index.ts";
import { announceStatements } from "./statement-notices.ts";

// The seeded months: August, September and October 2026; the clock reads 2 November.
const MONTHS = ["2026-08", "2026-09", "2026-10"] as const;
const clock = manualClock(new Date("2026-10-10T12:00:00.000Z"));
const app = await createTestApp({}, { clock });

type CsvRow = Record<(typeof STATEMENT_CSV_COLUMNS)[number], string>;

/** "-12.34" → -1234, exactly (no float on the way). */
function cents(decimal: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(decimal);
  if (!match) throw new Error(`not an amount: ${decimal}`);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

function download(user: TestUser, month: string, format: string) {
  return app.inject({ method: "GET", url: `/api/user/statements/${month}/${format}`, headers: user.auth });
}

async function csvOf(user: TestUser, month: string): Promise<CsvRow[]> {
  const res = await download(user, month, "csv");
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toContain("text/csv");
  return parse(res.body, { columns: true, skip_empty_lines: true });
}

async function pdfText(user: TestUser, month: string): Promise<string> {
  const res = await download(user, month, "pdf");
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function ledgerOf(userId: string) {
  return app.db
    .select()
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.userId} = ${userId}`)
    .orderBy(ledgerEntries.createdAt, ledgerEntries.seq);
}

/** A random month's worth of entries: credits first, then debits never below zero, some on the month's edges. */
async function seedLedger(userId: string, seed: number) {
  let balance = 0;
  let n = seed;
  const next = () => {
    n = (n * 1103515245 + 12345) % 2 ** 31;
    return n;
  };
  for (const month of MONTHS) {
    const start = Date.parse(`${month}-01T00:00:00.000Z`);
    const count = next() % 6;
    for (let i = 0; i < count; i++) {
      const isDebit = balance > 0 && next() % 3 === 0;
      const amount = isDebit ? -(1 + (next() % balance)) : 1 + (next() % 500_00);
      balance += amount;
      // The first entry of the month at its very first millisecond: it belongs to this month, not the last.
      const at = new Date(i === 0 ? start : start + (next() % (27 * 24 * 3600)) * 1000);
      await app.db.insert(ledgerEntries).values({
        userId,
        kind: "admin_adjustment",
        amountCents: amount,
        reason: `seeded ${month} #${i}`,
        createdAt: at,
      });
    }
  }
  // The last millisecond of October: still October.
  await app.db.insert(ledgerEntries).values({
    userId,
    kind: "admin_adjustment",
    amountCents: 7,
    reason: "edge",
    createdAt: new Date("2026-10-31T23:59:59.999Z"),
  });
}

const members: TestUser[] = [];
for (let i = 0; i < 12; i++) {
  const member = await createTestUser(app);
  // One member in three does nothing at all.
  if (i % 3 !== 2) await seedLedger(member.user.id, i + 1);
  members.push(member);
}
clock.set(new Date("2026-11-02T09:00:00.000Z"));
for (let i = 0; i < members.length; i++) members[i] = await signInAgain(app, members[i]!);

describe("monthly statements reconcile with the ledger", () => {
  it("for every member of the seeded months: opening + movements = closing, to the cent, entry for entry", async () => {
    let checked = 0;
    for (const member of members) {
      const ledger = await ledgerOf(member.user.id);
      const listed = (await call(app, { method: "GET", url: "/api/user/statements", headers: member.auth })).body.data;
      let carried = 0;
      for (const month of MONTHS) {
        const start = new Date(`${month}-01T00:00:00.000Z`);
        const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
        const before = ledger.filter((e) => e.createdAt < start).reduce((sum, e) => sum + e.amountCents, 0);
        const inMonth = ledger.filter((e) => e.createdAt >= start && e.createdAt < end);
        if (before === 0 && inMonth.length === 0) {
          expect((await download(member, month, "csv")).statusCode).toBe(404);
          expect(listed.map((s: { month: string }) => s.month)).not.toContain(month);
          continue;
        }
        const lines = await csvOf(member, month);
        expect(Object.keys(lines[0]!)).toEqual([...STATEMENT_CSV_COLUMNS]);
        const opening = cents(lines.find((r) => r.section === "opening_balance")!.balance_usd);
        const closing = cents(lines.find((r) => r.section === "closing_balance")!.balance_usd);
        const movements = lines.filter((r) => r.section === "movement");
        expect(opening).toBe(before);
        expect(opening).toBe(carried);
        expect(movements.map((r) => r.entry_id)).toEqual(inMonth.map((e) => e.id));
        expect(movements.map((r) => cents(r.amount_usd))).toEqual(inMonth.map((e) => e.amountCents));
        let running = opening;
        for (const row of movements) {
          running += cents(row.amount_usd);
          expect(cents(row.balance_usd)).toBe(running);
        }
        expect(opening + movements.reduce((sum, r) => sum + cents(r.amount_usd), 0)).toBe(closing);
        expect(listed).toContainEqual({
          month,
          openingBalance: opening / 100,
          closingBalance: closing / 100,
          movements: movements.length,
        });
        carried = closing;
        checked++;
      }
      // The last closing balance is the wallet the database keeps on the member's row.
      const [row] = await rows<{ balance_cents: string }>(
        sql`SELECT balance_cents FROM users WHERE id = ${member.user.id}`,
      );
      expect(carried).toBe(Number(row!.balance_cents));
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("reads the PDF's text: the member, the balances and every movement's reference", async () => {
    const member = members[0]!;
    const lines = await csvOf(member, "2026-10");
    const text = await pdfText(member, "2026-10");
    expect(text).toContain("Vaultline statement: October 2026");
    expect(text).toContain(member.user.username);
    const opening = cents(lines.find((r) => r.section === "opening_balance")!.balance_usd);
    const closing = cents(lines.find((r) => r.section === "closing_balance")!.balance_usd);
    const money = (c: number) => `$${(c / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
    expect(text).toContain(`Opening balance: ${money(opening)}`);
    expect(text).toContain(`Closing balance: ${money(closing)}`);
    for (const row of lines.filter((r) => r.section === "movement")) {
      expect(text).toContain(row.reference.slice(0, 8));
    }
  });
});

describe("positions at the month's end", () => {
  it("lists each position's units and its value at the NAV of the plan's last snapshot of the month", async () => {
    clock.set(new Date("2026-11-10T12:00:00.000Z"));
    const admin = await createTestUser(app, { isAdmin: true });
    const member = await createTestUser(app);
    await acceptRisk(app, member);
    const planId = await planIdByName(app, "Standard");
    const created = await invest(app, member, { planId, amount: "400", currency: "BTC" });
    expect(created.status).toBe(201);
    const approved = await call(app, {
      method: "POST",
      url: `/api/admin/users/approveInvestment/${created.body.data.id}`,
      payload: {},
      headers: admin.auth,
    });
    expect(approved.status).toBe(200);
    await snapshotNavs(app.db, app.priceFeed, new Date("2026-11-20T00:05:00.000Z"));
    await snapshotNavs(app.db, app.priceFeed, new Date("2026-11-30T00:05:00.000Z"));
    // A snapshot of December is not November's.
    await snapshotNavs(app.db, app.priceFeed, new Date("2026-12-01T00:05:00.000Z"));
    clock.set(new Date("2026-12-02T12:00:00.000Z"));
    const signedIn = await signInAgain(app, member);

    const [snapshot] = await rows<{ nav: string }>(
      sql`SELECT nav_micro::text AS nav FROM plan_nav_snapshots WHERE plan_id = ${planId} AND day = '2026-11-30'`,
    );
    const [deposit] = await rows<{ units: string }>(
      sql`SELECT units_micro::text AS units FROM deposits WHERE id = ${created.body.data.id}`,
    );
    const units = BigInt(deposit!.units);
    const value = Number(unitsValueCents(units, BigInt(snapshot!.nav)));

    const lines = await csvOf(signedIn, "2026-11");
    const investment = lines.find((r) => r.section === "investment");
    expect(investment).toMatchObject({ reference: created.body.data.id, amount_usd: "400.00" });
    const position = lines.find((r) => r.section === "position");
    expect(position).toMatchObject({
      date: "2026-11-30",
      reference: created.body.data.id,
      reference_type: "deposit",
      description: "Standard",
    });
    expect(BigInt(position!.units.replace(".", ""))).toBe(units);
    expect(BigInt(position!.nav_per_unit.replace(".", ""))).toBe(BigInt(snapshot!.nav));
    expect(cents(position!.amount_usd)).toBe(value);
    // No wallet money moved: the statement exists for the position alone.
    expect(lines.filter((r) => r.section === "movement")).toHaveLength(0);
    const text = await pdfText(signedIn, "2026-11");
    expect(text).toContain("Positions at the end of the month");
    expect(text).toContain(`Standard: ${position!.units} units`);
  });

  it("values a position in a plan launched in the month at the buy's NAV, and says so", async () => {
    clock.set(new Date("2027-01-12T12:00:00.000Z"));
    const admin = await createTestUser(app, { isAdmin: true });
    const plan = await call(app, {
      method: "POST",
      url: "/api/admin/plans",
      payload: { name: `Launched ${Math.random().toString(36).slice(2, 7)}`, minAmount: 200 },
      headers: admin.auth,
    });
    expect(plan.status).toBe(201);
    const member = await createTestUser(app);
    await acceptRisk(app, member);
    const created = await invest(app, member, { planId: plan.body.data.id, amount: "1649.99", currency: "BTC" });
    const approved = await call(app, {
      method: "POST",
      url: `/api/admin/users/approveInvestment/${created.body.data.id}`,
      payload: {},
      headers: admin.auth,
    });
    expect(approved.status).toBe(200);
    // No daily NAV job ran for the new plan before the month ended.
    clock.set(new Date("2027-02-02T12:00:00.000Z"));
    const signedIn = await signInAgain(app, member);

    const [deposit] = await rows<{ units: string; nav: string }>(
      sql`SELECT units_micro::text AS units, buy_nav_micro::text AS nav FROM deposits WHERE id = ${created.body.data.id}`,
    );
    const value = Number(unitsValueCents(BigInt(deposit!.units), BigInt(deposit!.nav)));
    expect(value).toBeGreaterThan(164_900);
    const position = (await csvOf(signedIn, "2027-01")).find((r) => r.section === "position");
    expect(position?.date).toBe("2027-01-12");
    expect(position?.description).toContain("NAV of the plan's last trade, 2027-01-12");
    expect(cents(position!.amount_usd)).toBe(value);
    const text = await pdfText(signedIn, "2027-01");
    expect(text).not.toContain("no NAV recorded yet");
    expect(text).not.toContain("Positions value: $0.00");
    expect(text).toContain("NAV of the plan's last trade, 2027-01-12");
    clock.set(new Date("2026-12-02T12:00:00.000Z"));
  });
});

describe("the statements API refuses", () => {
  it("a missing session, a bad month or format, a month not yet ended", async () => {
    expect((await app.inject({ method: "GET", url: "/api/user/statements" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/user/statements/2026-10/pdf" })).statusCode).toBe(401);
    const member = await createTestUser(app);
    for (const [month, format] of [
      ["2026-13", "pdf"],
      ["2026-1", "csv"],
      ["2026-10", "xls"],
    ]) {
      const res = await call(app, {
        method: "GET",
        url: `/api/user/statements/${month}/${format}`,
        headers: member.auth,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
    const current = await call(app, { method: "GET", url: "/api/user/statements/2026-12/csv", headers: member.auth });
    expect(current.status).toBe(400);
    expect(current.body.error).toBe("A month's statement is ready once the month has ended");
  });
});

describe("the announcement on the 1st", () => {
  it("tells each member with a statement once, with the dashboard link", async () => {
    const first = new Date("2026-11-01T01:30:00.000Z");
    const told = await announceStatements(app.db, { jobs: app.jobs, publicUrl: app.config.publicUrl }, first);
    const withStatement = members.filter((_, i) => i % 3 !== 2);
    expect(told).toBe(withStatement.length);
    for (const member of withStatement) {
      const mails = await mailsTo(app, member.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain("Subject: Your statement for October 2026 is ready");
      expect(mails[0]).toContain(`${app.config.publicUrl}/dashboard#statements`);
    }
    for (const member of members.filter((_, i) => i % 3 === 2)) {
      expect(await mailsTo(app, member.user.email)).toHaveLength(0);
    }
    // A retried run tells nobody twice.
    expect(await announceStatements(app.db, { jobs: app.jobs, publicUrl: app.config.publicUrl }, first)).toBe(0);
  });
});
