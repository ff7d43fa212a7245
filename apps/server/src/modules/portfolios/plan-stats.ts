import { riskClassFor, type TPlanReturns } from "@vaultline/shared";
import { addCalendarMonths } from "../../lib/calendar.ts";

/** A NAV per day (YYYY-MM-DD), oldest first, in dollars per unit. */
export type NavSeries = { date: string; nav: number }[];

export type PlanStats = {
  returns: TPlanReturns;
  maxDrawdown: number | null;
  volatility: number | null;
  riskClass: number | null;
};

/** Daily returns needed before volatility and the risk class are published (about a month). */
export const MIN_DAILY_RETURNS_FOR_RISK = 30;
const DAYS_PER_YEAR = 365;

const round2 = (n: number) => Math.round(n * 100) / 100;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The NAV on the last day at or before `day`, or null when the series starts later. */
function navOn(series: NavSeries, day: string): number | null {
  let found: number | null = null;
  for (const point of series) {
    if (point.date > day) break;
    found = point.nav;
  }
  return found;
}

/**
 * Time-weighted return over the `months` before `asOf`, from NAV (fees and flows do not distort it:
 * NAV per unit moves only with the market and the fee). Null when the plan launched after the
 * period began or no NAV is recorded at its start.
 */
function periodReturn(series: NavSeries, navNow: number, asOf: Date, launchedAt: Date, months: number): number | null {
  const start = addCalendarMonths(asOf, -months);
  if (launchedAt > start) return null;
  const startNav = navOn(series, isoDay(start));
  if (startNav === null || startNav <= 0) return null;
  return round2((navNow / startNav - 1) * 100);
}

/** The largest fall from a peak in percent (≤ 0); null with fewer than two points. */
export function maxDrawdown(navs: number[]): number | null {
  if (navs.length < 2) return null;
  let peak = navs[0] ?? 0;
  let worst = 0;
  for (const nav of navs) {
    if (nav > peak) peak = nav;
    if (peak > 0) worst = Math.min(worst, nav / peak - 1);
  }
  return round2(worst * 100) || 0;
}

/** Annualised volatility in percent: the sample standard deviation of daily returns × √365. */
export function annualisedVolatility(navs: number[]): number | null {
  const returns: number[] = [];
  for (let i = 1; i < navs.length; i++) {
    const before = navs[i - 1] ?? 0;
    if (before > 0) returns.push((navs[i] ?? 0) / before - 1);
  }
  if (returns.length < MIN_DAILY_RETURNS_FOR_RISK) return null;
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1);
  return round2(Math.sqrt(variance * DAYS_PER_YEAR) * 100);
}

/**
 * A plan's published record from its daily NAV series (real history since launch only) and its NAV
 * now. The first unit costs $1.00, so the return since launch is NAV − 1.
 */
export function planStats(series: NavSeries, navNow: number, asOf: Date, launchedAt: Date): PlanStats {
  const navs = [...series.map((p) => p.nav)];
  if (series.at(-1)?.date !== isoDay(asOf)) navs.push(navNow);
  const volatility = annualisedVolatility(series.map((p) => p.nav));
  return {
    returns: {
      oneMonth: periodReturn(series, navNow, asOf, launchedAt, 1),
      threeMonths: periodReturn(series, navNow, asOf, launchedAt, 3),
      oneYear: periodReturn(series, navNow, asOf, launchedAt, 12),
      sinceLaunch: round2((navNow - 1) * 100),
    },
    maxDrawdown: maxDrawdown(navs),
    volatility,
    riskClass: volatility === null ? null : riskClassFor(volatility),
  };
}
