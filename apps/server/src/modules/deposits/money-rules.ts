import { percentOf } from "@vaultline/shared";

/** expectedAmount = amount + amount × roi / 100, in integer cents (ROI in basis points, half up). */
export function expectedPayoutCents(amountCents: number, roiBp: number): number {
  return amountCents + percentOf(amountCents, roiBp);
}

/**
 * The same day and time one calendar month later (UTC); a day the next month lacks becomes its
 * last day: Jan 31 → Feb 28 (29 in leap years), Mar 31 → Apr 30.
 */
export function addCalendarMonth(date: Date): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const lastDayNextMonth = new Date(Date.UTC(year, month + 2, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month + 1,
      Math.min(date.getUTCDate(), lastDayNextMonth),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}
