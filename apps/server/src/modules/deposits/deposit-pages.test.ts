import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { call, createSecondApp, createTestApp, createTestUser, seenWithin } from "../../../test/helpers.ts";
import { chainPayments, deposits, plans } from "../../db/schema.ts";
import type { PlanRow } from "../portfolios/index.ts";
import { createDepositPages, type DepositPages, type PageRows } from "./deposit-pages.ts";

// The kept pages of members' deposits (deposit-pages.ts): what a member or an admin sees after any
// change is the change, whoever made it.

const pageOf = (tag: string): PageRows =>
  ({ rows: [{ deposit: { id: tag }, user: {} }], payments: new Map() }) as never;
const planRows = (tag: string) => [{ id: tag }] as PlanRow[];

/** Reads `key` of member `userId` through the pages with `during` happening while the read runs. */
async function readWhile(pages: DepositPages, userId: string, tag: string, during: () => void) {
  let release = () => {};
  const reading = pages.read(
    `${userId} 50 `,
    userId,
    () =>
      new Promise<{ page: PageRows; plans: PlanRow[] }>(
        (resolve) => (release = () => resolve({ page: pageOf(tag), plans: planRows(tag) })),
      ),
  );
  during();
  release();
  return reading;
}

describe("the kept pages", () => {
  it("keeps a page and the plans only while changes are heard, and not past their age", async () => {
    let now = 0;
    const pages = createDepositPages({ maxAgeMs: 1_000, now: () => now });
    const load = async () => ({ page: pageOf("a"), plans: planRows("p") });
    await pages.read("m 50 ", "m", load);
    expect(pages.page("m 50 ")).toBeUndefined();
    expect(pages.plans()).toBeUndefined();

    pages.setLive(true);
    await pages.read("m 50 ", "m", load);
    expect(pages.page("m 50 ")?.rows[0]?.deposit.id).toBe("a");
    expect(pages.plans()?.[0]?.id).toBe("p");
    now = 1_000;
    expect(pages.page("m 50 ")).toBeUndefined();
    expect(pages.plans()).toBeUndefined();

    await pages.read("m 50 ", "m", load);
    pages.setLive(false);
    expect(pages.page("m 50 ")).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it("does not keep a read that was running when its member's change was heard, and keeps another's", async () => {
    const pages = createDepositPages({ maxAgeMs: 60_000 });
    pages.setLive(true);
    expect((await readWhile(pages, "m", "old", () => pages.hear("m"))).page.rows[0]?.deposit.id).toBe("old");
    expect(pages.page("m 50 ")).toBeUndefined();
    // The plans were not changed meanwhile: they are kept.
    expect(pages.plans()?.[0]?.id).toBe("old");

    await readWhile(pages, "m", "kept", () => pages.hear("someone-else"));
    expect(pages.page("m 50 ")?.rows[0]?.deposit.id).toBe("kept");
  });

  it("forgets the plans on a plan's change, a member's pages on theirs, everything on '*'", async () => {
    const pages = createDepositPages({ maxAgeMs: 60_000 });
    pages.setLive(true);
    await readWhile(pages, "m", "during", () => pages.hear("plans"));
    expect(pages.page("m 50 ")).toBeDefined();
    expect(pages.plans()).toBeUndefined();
    await pages.readPlans(async () => planRows("p"));
    await pages.read("n 50 ", "n", async () => ({ page: pageOf("n"), plans: planRows("p") }));
    pages.hear("m");
    expect(pages.page("m 50 ")).toBeUndefined();
    expect(pages.page("n 50 ")).toBeDefined();
    expect(pages.plans()).toBeDefined();
    pages.forgetMember("*");
    expect(pages.page("n 50 ")).toBeUndefined();
    expect(pages.plans()).toBeUndefined();
  });
});

describe("a member's deposit list read again", async () => {
  const app = await createTestApp();
  const [plan] = await app.db.select().from(plans).limit(1);
  if (!plan) throw new Error("the seeded plans are missing");
  // The plan's books as a fresh plan has them: no units, so its NAV is its last booked one.
  await app.db
    .update(plans)
    .set({ unitsMicro: 0n, sats: 0n, gwei: 0n, cashCents: 0n, navMicro: 1_000_000n })
    .where(eq(plans.id, plan.id));

  async function memberWithDeposit() {
    const member = await createTestUser(app);
    const [deposit] = await app.db
      .insert(deposits)
      .values({
        userId: member.user.id,
        planId: plan?.id ?? null,
        planName: plan?.name ?? "Plan",
        amountCents: 100_00,
        method: "crypto",
        status: "accepted",
        unitsMicro: 100_000_000n,
        buyNavMicro: 1_000_000n,
        investedAt: new Date("2026-01-01T00:00:00Z"),
      })
      .returning();
    if (!deposit) throw new Error("no deposit");
    const list = async () => {
      const res = await call(app, { method: "GET", url: "/api/user/deposits", headers: member.auth });
      expect(res.status).toBe(200);
      return res.body.data as {
        id: string;
        status: string;
        settleNote: string | null;
        email: string;
        position: { value: number; navPerUnit: number } | null;
        chain: unknown;
      }[];
    };
    // Read once: the page is kept from here on.
    await list();
    await list();
    expect(app.depositPages.page(`${member.user.id} 50 `)).toBeDefined();
    return { member, deposit, list };
  }

  it("shows a change this process made at once", async () => {
    const { deposit, list } = await memberWithDeposit();
    await app.db.update(deposits).set({ settleNote: "Checked by hand" }).where(eq(deposits.id, deposit.id));
    expect((await list())[0]?.settleNote).toBe("Checked by hand");
  });

  it("shows another process's change to a deposit, a new deposit and a chain payment", async () => {
    const other = await createSecondApp(app);
    const { member, deposit, list } = await memberWithDeposit();
    await other.db.execute(sql`UPDATE deposits SET settle_note = 'Elsewhere' WHERE id = ${deposit.id}`);
    // Another process's change arrives as a notification at its commit: within milliseconds.
    expect(await seenWithin(1_000, async () => (await list())[0]?.settleNote === "Elsewhere")).toBe(true);

    const [pending] = await other.db
      .insert(deposits)
      .values({ userId: member.user.id, planId: null, planName: "Plan", amountCents: 50_00, method: "crypto" })
      .returning({ id: deposits.id });
    expect(await seenWithin(1_000, async () => (await list()).some((d) => d.id === pending?.id))).toBe(true);

    await other.db
      .update(deposits)
      .set({
        coin: "BTC",
        chainState: "seen",
        payAddress: "bc1qpagestest",
        quoteCoinUnits: 100_000n,
        quotedAt: new Date(),
        watchUntil: new Date(Date.now() + 86_400_000),
      })
      .where(eq(deposits.id, pending?.id ?? ""));
    await other.db.insert(chainPayments).values({
      depositId: pending?.id ?? "",
      coin: "BTC",
      txid: "pages-test-tx",
      outputIndex: 0,
      address: "bc1qpagestest",
      units: 100_000n,
      status: "seen",
      arrivalRateCents: 6_000_000,
      firstSeenAt: new Date(),
    });
    const paid = async () =>
      JSON.stringify((await list()).find((d) => d.id === pending?.id)?.chain ?? null).includes("pages-test-tx");
    expect(await seenWithin(1_000, paid)).toBe(true);
  });

  it("values a kept page's positions at the plan's NAV now, whoever changed the plan", async () => {
    const other = await createSecondApp(app);
    const { list } = await memberWithDeposit();
    expect((await list())[0]?.position).toMatchObject({ value: 100, navPerUnit: 1 });
    await other.db.execute(sql`UPDATE plans SET nav_micro = 1500000 WHERE id = ${plan.id}`);
    expect(await seenWithin(1_000, async () => (await list())[0]?.position?.value === 150)).toBe(true);
    await app.db.update(plans).set({ navMicro: 1_000_000n }).where(eq(plans.id, plan.id));
    expect((await list())[0]?.position).toMatchObject({ value: 100, navPerUnit: 1 });
  });

  it("shows the member's new email in the admin's view of their deposits", async () => {
    const other = await createSecondApp(app);
    const { member } = await memberWithDeposit();
    const admin = await createTestUser(app, { isAdmin: true });
    const url = `/api/admin/users/${member.user.id}/deposits`;
    const adminView = async () => (await call(app, { method: "GET", url, headers: admin.auth })).body.data;
    expect((await adminView())[0]?.user.email).toBe(member.user.email);
    await other.db.execute(sql`UPDATE users SET email = ${`moved.${member.user.email}`} WHERE id = ${member.user.id}`);
    expect(
      await seenWithin(1_000, async () => (await adminView())[0]?.user.email === `moved.${member.user.email}`),
    ).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "keeps no page while its listening connection is down, and shows every change meanwhile",
    async () => {
      const { deposit, list } = await memberWithDeposit();
      const admin = new pg.Client({
        connectionString: (app.db as unknown as { $client: pg.Pool }).$client.options.connectionString,
      });
      await admin.connect();
      try {
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'vaultline-user-changes' AND datname = current_database()",
        );
        expect(await seenWithin(3_000, async () => app.depositPages.size === 0)).toBe(true);
        // Not heard by anyone while down, yet shown: nothing is kept meanwhile.
        await list();
        expect(app.depositPages.size).toBe(0);
        await admin.query("UPDATE deposits SET settle_note = 'While down' WHERE id = $1", [deposit.id]);
        expect((await list())[0]?.settleNote).toBe("While down");
      } finally {
        await admin.end();
      }
      // It listens again within a couple of seconds and keeps pages again.
      const keepsAgain = async () => {
        await list();
        return app.depositPages.size > 0;
      };
      expect(await seenWithin(5_000, keepsAgain)).toBe(true);
    },
  );
});
