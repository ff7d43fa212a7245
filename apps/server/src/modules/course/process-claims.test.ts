import { readFileSync } from "node:fs";
import path from "node:path";
import { PAYMENT_CHECK_SENTENCES, type TPaymentCheck } from "@vaultline/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, chainTestConfig, createTestApp, type TestApp } from "../../../test/helpers.ts";
import type { ChainWatchMode } from "../../chain-config.ts";
import { courseLessons, type withdrawals } from "../../db/schema.ts";
import { withdrawalPaidMail } from "../../lib/mail-templates/withdrawals.ts";
import { CURRICULUM } from "./curriculum/curriculum.ts";

// Every sentence telling a member how a payment is checked must hold for the configured CHAIN_WATCH
// (docs/product-rules.md, "How payments are checked"). The web's own texts: process-claims.test.tsx.

/** What a watcher makes false, and what its absence makes false. */
const FALSE_WHEN: Record<TPaymentCheck, RegExp[]> = {
  chain: [
    /screenshot/i,
    /administrator (checks|reviews|compares)/i,
    /checked by (our team|a person)/i,
    /until an administrator/i,
    /types? the payout/i,
  ],
  person: [/invested automatically/i, /invested by itself/i, /confirmed on the blockchain and invested/i],
};

function expectOnlyTrueClaims(text: string, check: TPaymentCheck, where: string) {
  for (const claim of FALSE_WHEN[check]) expect(text, `${where}: ${claim}`).not.toMatch(claim);
}

// The three settings, each on its own installation: "live" needs an endpoint, never called here.
const MODES: ChainWatchMode[] = ["off", "simulated", "live"];
const apps = new Map<ChainWatchMode, TestApp>();
for (const mode of MODES) {
  const env: Record<string, string> = { CHAIN_WATCH: mode };
  if (mode === "live") env.ESPLORA_URL = "http://127.0.0.1:9/unused";
  apps.set(mode, await createTestApp({ chain: chainTestConfig(env) }));
}
const appFor = (mode: ChainWatchMode) => apps.get(mode) as TestApp;
const checkOf = (mode: ChainWatchMode): TPaymentCheck => (mode === "off" ? "person" : "chain");

describe.each(MODES)("with CHAIN_WATCH=%s", (mode) => {
  const check = checkOf(mode);

  it("the site says how payments are checked, for the web's hero, footer, wizard and /education", async () => {
    const site = await call(appFor(mode), { method: "GET", url: "/api/site" });
    expect(site.body.data.paymentCheck).toBe(check);
    for (const [which, sentence] of Object.entries(PAYMENT_CHECK_SENTENCES[check])) {
      // Course payments are never watched: their sentence names a proof under both settings.
      if (which !== "course") expectOnlyTrueClaims(sentence, check, which);
    }
  });

  it("every FAQ answer holds", async () => {
    const faqs = await call(appFor(mode), { method: "GET", url: "/api/faqs" });
    const answers: { question: string; answer: string }[] = faqs.body.data.flatMap(
      (s: { items: { question: string; answer: string }[] }) => s.items,
    );
    for (const { question, answer } of answers) {
      // The course answer states its own rule (a person checks each course proof) under both settings.
      if (question === "How do I pay for the course?") {
        expect(answer).toMatch(/not watched on the blockchain: a person checks each proof/);
        continue;
      }
      expectOnlyTrueClaims(answer, check, question);
    }
    const text = answers.map((a) => a.answer).join("\n");
    expect(text).toContain(PAYMENT_CHECK_SENTENCES[check].rule);
    expect(text).toContain(PAYMENT_CHECK_SENTENCES[check].payout);
  });

  it("module 7's lessons, as stored after the migrations, state each process only with its condition", async () => {
    const slugs = CURRICULUM.flatMap((m) => m.lessons)
      .filter((l) => l.file.startsWith("07-how-vaultline-works/"))
      .map((l) => l.slug);
    const rows = await appFor(mode).db.select().from(courseLessons);
    const lessons = rows.filter((r) => slugs.includes(r.slug));
    expect(lessons).toHaveLength(5);
    const all = lessons.map((l) => l.bodyMd).join("\n");
    // Both ways are described, each under its condition, so the lesson holds under every setting.
    expect(all).toContain(`**Where Vaultline watches the blockchain:** ${PAYMENT_CHECK_SENTENCES.chain.rule}`);
    expect(all).toContain(`**Where it does not:** ${PAYMENT_CHECK_SENTENCES.person.rule}`);
    for (const line of all.split("\n")) {
      if (/screenshot|a person checks|checking your proof/i.test(line)) {
        expect(line, line).toMatch(/\bwhere\b|\bnot watched\b/i);
      }
      if (/invested automatically|invested by itself/i.test(line)) expect(line, line).toMatch(/\bwhere\b|\bwatched\b/i);
      expect(line, line).not.toMatch(/note from the administrator|until an administrator checks|Pending: an admin/i);
    }
  });
});

describe("the payout e-mail", () => {
  type WithdrawalRow = typeof withdrawals.$inferSelect;
  const row = (payout: Partial<WithdrawalRow>) =>
    ({
      id: "w-1",
      amountCents: 50_000,
      coin: "BTC",
      address: "bc1qexampleaddress",
      quoteCoinUnits: null,
      networkFeeUnits: null,
      payoutTxId: "a".repeat(64),
      ...payout,
    }) as WithdrawalRow;
  const links = { publicUrl: "https://vaultline.example" };

  it('says "sent", not "paid", while the chain shows no confirmation', () => {
    const mail = withdrawalPaidMail(
      row({ payoutChecked: true, payoutConfirmations: 0, payoutConfirmationsNeeded: 3 }),
      links,
    );
    expect(mail.subject).toBe("Your withdrawal was sent");
    expect(mail.text).toContain("0 of 3 confirmations");
    expect(mail.text).not.toMatch(/was paid/);
  });

  it('says "paid" once confirmed, or when recorded without a watcher (nothing to confirm)', () => {
    for (const payout of [
      { payoutChecked: true, payoutConfirmations: 1, payoutConfirmationsNeeded: 3 },
      { payoutChecked: false, payoutConfirmations: null, payoutConfirmationsNeeded: null },
    ]) {
      expect(withdrawalPaidMail(row(payout), links).subject).toBe("Your withdrawal was paid");
    }
  });
});

// Migration 0065 gives databases seeded before it module 7's new text.
const MIGRATION = readFileSync(
  path.join(import.meta.dirname, "../../db/migrations/0065_vaultline_lessons.sql"),
  "utf8",
);
const LESSONS_DIR = path.join(import.meta.dirname, "curriculum/lessons");
const updates = [
  ...MIGRATION.matchAll(
    /UPDATE course_lessons SET body_md = \$lesson_new\$([\s\S]*?)\$lesson_new\$, updated_at = now\(\)\n {2}WHERE slug = '([a-z0-9-]+)' AND body_md = \$lesson_old\$([\s\S]*?)\$lesson_old\$;/g,
  ),
].map((m) => ({ statement: m[0], next: m[1] ?? "", slug: m[2] ?? "", before: m[3] ?? "" }));
const fileOf = (slug: string) => CURRICULUM.flatMap((m) => m.lessons).find((l) => l.slug === slug)?.file ?? "";

describe("the How Vaultline works migration", () => {
  it("brings each of module 7's lessons to its file, which a new installation seeds", () => {
    expect(updates.map((u) => u.slug).sort()).toEqual(
      CURRICULUM.flatMap((m) => m.lessons)
        .filter((l) => l.file.startsWith("07-how-vaultline-works/"))
        .map((l) => l.slug)
        .sort(),
    );
    for (const u of updates) {
      expect(u.next, u.slug).toBe(readFileSync(path.join(LESSONS_DIR, fileOf(u.slug)), "utf8"));
      expect(u.next, u.slug).not.toBe(u.before);
    }
  });

  it("updates a lesson still as first seeded, and keeps an admin's own edit", async () => {
    const app = appFor("off");
    const [seeded, edited] = updates;
    if (!seeded || !edited) throw new Error("the migration names no lessons");
    await app.db.update(courseLessons).set({ bodyMd: seeded.before }).where(eq(courseLessons.slug, seeded.slug));
    await app.db
      .update(courseLessons)
      .set({ bodyMd: "An admin's own text." })
      .where(eq(courseLessons.slug, edited.slug));
    await app.db.execute(sql.raw(seeded.statement));
    await app.db.execute(sql.raw(edited.statement));
    const body = async (slug: string) =>
      (await app.db.select().from(courseLessons).where(eq(courseLessons.slug, slug)))[0]?.bodyMd;
    expect(await body(seeded.slug)).toBe(seeded.next);
    expect(await body(edited.slug)).toBe("An admin's own text.");
    // Put the stored text back for the other tests of this file.
    await app.db.update(courseLessons).set({ bodyMd: edited.next }).where(eq(courseLessons.slug, edited.slug));
  });
});
