import {
  COURSES,
  formatAmount,
  formatMoney,
  MAX_UPLOAD_BYTES,
  MONTHLY_ACCESS_MONTHS,
  type TFaqSection,
  type TPlan,
  TRIAL_DAYS,
  toCents,
} from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { call, createTestApp } from "../../../test/helpers.ts";

// Settings other than the defaults, so an answer that kept a default in its text would be caught.
const app = await createTestApp({ addressHoldMs: 36 * 60 * 60 * 1000, fourEyesThresholdCents: 5_000_00 });

async function faq(): Promise<TFaqSection[]> {
  return (await call(app, { method: "GET", url: "/api/faqs" })).body.data;
}
const answer = (sections: TFaqSection[], question: string) => {
  const item = sections.flatMap((s) => s.items).find((i) => i.question === question);
  if (!item) throw new Error(`no FAQ question "${question}"`);
  return item.answer;
};
const allText = (sections: TFaqSection[]) =>
  sections.flatMap((s) => s.items.map((i) => `${i.question} ${i.answer}`)).join("\n");

describe("the FAQ tells the truth", () => {
  it("prices the course packages, their access and the trial as the course does", async () => {
    const course = answer(await faq(), "What does the trading course include?");
    expect(course).toContain(`STANDARD costs ${formatMoney(COURSES.monthly)} for ${MONTHLY_ACCESS_MONTHS} months`);
    expect(course).toContain(`PREMIUM costs ${formatMoney(COURSES.fullPay)} once`);
    expect(course).toContain(`A ${TRIAL_DAYS}-day free trial`);
    expect(course).not.toMatch(/a month/i);
  });

  it("states the address hold, the second-admin threshold and the upload limit from the settings", async () => {
    const sections = await faq();
    expect(answer(sections, "Why can't I use a withdrawal address I just saved?")).toContain(
      "can be used 36 hours after you add it",
    );
    expect(answer(sections, "How do withdrawals work?")).toContain("A withdrawal above $5,000.00 needs a second");
    expect(answer(sections, "Which verification documents are accepted?")).toContain(
      `up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB each`,
    );
  });

  it("names the smallest plan amount from the plans open now, and promises no return", async () => {
    const plans: TPlan[] = (await call(app, { method: "GET", url: "/api/plans" })).body.data;
    const lowest = Math.min(...plans.map((p) => toCents(p.minAmount) ?? 0));
    const sections = await faq();
    expect(answer(sections, "How do I invest?")).toContain(
      `the smallest amount any plan takes today is ${formatAmount(lowest)}`,
    );
    const value = answer(sections, "How is the value of my deposit calculated?");
    expect(value).toContain("Nobody promises or sets a return");
    expect(value).toContain("holding period");
    expect(allText(sections)).not.toMatch(/expected amount|targets \$|ROI \//i);
  });

  it("states no figure the product does not hold, and none of the invented perks", async () => {
    const text = allText(await faq());
    const plans: TPlan[] = (await call(app, { method: "GET", url: "/api/plans" })).body.data;
    const lowest = Math.min(...plans.map((p) => toCents(p.minAmount) ?? 0));
    const knownAmounts = new Set([
      formatMoney(COURSES.monthly),
      formatMoney(COURSES.fullPay),
      formatMoney(5_000_00),
      formatAmount(lowest),
    ]);
    for (const amount of text.match(/\$[\d,]+(\.\d{2})?/g) ?? []) expect(knownAmounts).toContain(amount);
    const knownDurations = new Set([`${MONTHLY_ACCESS_MONTHS} months`, `${TRIAL_DAYS}-day`, "36 hours"]);
    // Facts of the world, not of the product: block times and the halving.
    const general = new Set(["10 to 60 minutes", "four years"]);
    for (const duration of text.match(/\b\d+(-day| (hours?|days?|weeks?|months?))\b/g) ?? []) {
      expect(knownDurations).toContain(duration);
    }
    for (const phrase of general) expect(text).toContain(phrase);
    for (const perk of [
      "24/7",
      "live video chat",
      "success manager",
      "risk-free trades",
      "fast withdrawals",
      "masterclass",
      "$250 a month",
    ]) {
      expect(text).not.toContain(perk);
    }
  });

  it("follows a change of the plans at once", async () => {
    const { plans } = await import("../../db/schema.ts");
    await app.db.update(plans).set({ isHidden: true });
    app.publicCache.invalidate();
    const invest = answer(await faq(), "How do I invest?");
    expect(invest).not.toContain("smallest amount");
    expect(invest).toContain("choose a plan and an amount within its range, then send");
  });
});
