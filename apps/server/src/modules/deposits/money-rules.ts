import { percentOf } from "@vaultline/shared";
import { addCalendarMonths } from "../../lib/calendar.ts";

/** expectedAmount = amount + amount × roi / 100, in integer cents (ROI in basis points, half up). */
export function expectedPayoutCents(amountCents: number, roiBp: number): number {
  return amountCents + percentOf(amountCents, roiBp);
}

/** The same day and time one calendar month later (UTC); see addCalendarMonths. */
export function addCalendarMonth(date: Date): Date {
  return addCalendarMonths(date, 1);
}
