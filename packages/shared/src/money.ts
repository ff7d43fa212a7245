const DOLLARS = /^\d{1,13}(\.\d{1,2})?$/;

/** Parses a dollar amount with at most 2 decimals into integer cents, or null. No float arithmetic. */
export function toCents(value: number | string): number | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  if (!DOLLARS.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Integer cents to a dollar number for the API (12345 → 123.45). */
export function toDollars(cents: number): number {
  return cents / 100;
}

/**
 * A whole number with thousands separators: 1234567 → "1,234,567". Not `toLocaleString`: the first
 * call loads the browser's locale data, a pause a phone feels on the first page of amounts.
 */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Integer cents to a display string: 123456 → "$1,234.56". */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = formatCount(Math.floor(abs / 100));
  return `${sign}$${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** amount × percentBasisPoints / 10000, rounded half up, in integer arithmetic. */
export function percentOf(cents: number, basisPoints: number): number {
  return Number((BigInt(cents) * BigInt(basisPoints) + 5000n) / 10000n);
}

/** Cents as dollars without empty decimals: 20000 → "$200", 17465 → "$174.65". */
export function formatAmount(cents: number): string {
  const whole = formatCount(Math.floor(cents / 100));
  const rest = cents % 100;
  return rest ? `$${whole}.${String(rest).padStart(2, "0")}` : `$${whole}`;
}

/** A dollar range for display: "$200 – $499", or "$500,000 and above" without a maximum. */
export function formatDollarRange(min: number, max: number | null): string {
  const from = formatAmount(toCents(min) ?? 0);
  return max === null ? `${from} and above` : `${from} – ${formatAmount(toCents(max) ?? 0)}`;
}
