// What a plan holds, in a file without zod: a plan's public record lists it, and importing it from
// plans.ts built that file's schemas (and the ones they import) on the page's main thread.

/** What a plan holds: two coins the price feed prices, and dollar cash. */
export const PLAN_ASSETS = ["BTC", "ETH", "USD"] as const;
export type TPlanAsset = (typeof PLAN_ASSETS)[number];
