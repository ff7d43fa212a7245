import { describe, expect, it } from "vitest";
import { annualisedVolatility, maxDrawdown, type NavSeries, planStats } from "./plan-stats.ts";

/** A daily series from 2026-01-01 with the given NAVs. */
function series(navs: number[]): NavSeries {
  const start = Date.UTC(2026, 0, 1);
  return navs.map((nav, i) => ({ date: new Date(start + i * 86_400_000).toISOString().slice(0, 10), nav }));
}

/** NAVs whose daily returns alternate +r and −r: volatility r·√365·√(n/(n−1)) for n returns. */
function alternating(days: number, r: number): number[] {
  const navs = [1];
  for (let i = 1; i <= days; i++) navs.push((navs[i - 1] ?? 1) * (i % 2 ? 1 + r : 1 - r));
  return navs;
}

describe("maxDrawdown", () => {
  it.each([
    [[1], null],
    [[1, 1.1, 1.2], 0],
    [[1, 0.9], -10],
    [[1, 1.2, 0.9, 1.3, 1.04], -25],
    [[2, 1, 3, 1.5], -50],
  ])("%o → %s", (navs, expected) => expect(maxDrawdown(navs)).toBe(expected));
});

describe("risk class from realised volatility (bands < 0.5, 0.5–2, 2–5, 5–10, 10–15, 15–25, ≥ 25 %)", () => {
  // Daily swing r → annualised ≈ r × √365 × 100 %: 0.0002 → 0.39 %, 0.06 → 115 %.
  it.each([
    [0.0002, 1],
    [0.0005, 2],
    [0.0015, 3],
    [0.004, 4],
    [0.0065, 5],
    [0.01, 6],
    [0.06, 7],
  ])("daily swings of ±%s → class %s", (r, riskClass) => {
    const navs = alternating(60, r);
    const asOf = new Date(Date.UTC(2026, 0, 1) + 60 * 86_400_000);
    const stats = planStats(series(navs), navs.at(-1) ?? 1, asOf, new Date(Date.UTC(2026, 0, 1)));
    expect(stats.riskClass).toBe(riskClass);
    const expected = r * Math.sqrt(365) * Math.sqrt(60 / 59) * 100;
    expect(stats.volatility).toBeCloseTo(expected, 1);
  });

  it("publishes no volatility or class with less than a month of daily returns", () => {
    expect(annualisedVolatility(alternating(29, 0.01))).toBeNull();
    expect(annualisedVolatility(alternating(30, 0.01))).not.toBeNull();
  });
});

describe("time-weighted returns from NAV", () => {
  // 400 days from $1.00, up 0.1 % a day: every period's return is the NAV ratio over it.
  const navs = Array.from({ length: 401 }, (_, i) => 1.001 ** i);
  const launched = new Date("2026-01-01T00:00:00.000Z");
  const asOf = new Date(Date.UTC(2026, 0, 1) + 400 * 86_400_000);
  const stats = planStats(series(navs), navs[400] ?? 0, asOf, launched);
  const ratio = (daysBack: number) => Math.round(((navs[400] ?? 0) / (navs[400 - daysBack] ?? 1) - 1) * 10_000) / 100;

  it.each([
    ["oneMonth", 31], // 2027-02-05 back one calendar month: 2027-01-05, 31 days
    ["threeMonths", 92], // back to 2026-11-05
    ["oneYear", 365],
  ] as const)("%s is the NAV ratio over the period", (key, days) => {
    expect(stats.returns[key]).toBe(ratio(days));
  });

  it("since launch is NAV − $1.00, the price of the first unit", () => {
    expect(stats.returns.sinceLaunch).toBe(Math.round(((navs[400] ?? 0) - 1) * 10_000) / 100);
  });

  it("is null for a period longer than the plan's life", () => {
    const young = planStats(
      series(navs.slice(0, 40)),
      navs[39] ?? 0,
      new Date(Date.UTC(2026, 0, 1) + 39 * 86_400_000),
      launched,
    );
    expect(young.returns.oneMonth).not.toBeNull();
    expect(young.returns.threeMonths).toBeNull();
    expect(young.returns.oneYear).toBeNull();
    expect(young.maxDrawdown).toBe(0);
  });
});
