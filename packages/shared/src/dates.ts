// The one way the product writes dates, in UTC, so the API's messages, the e-mails and every screen
// say the same moment in the same words. Formatters are built on first use and kept: making one
// per call is slow on a long list.

let dateTime: Intl.DateTimeFormat | undefined;
let date: Intl.DateTimeFormat | undefined;

/** A moment: "November 23, 2026 at 10:42 AM UTC". */
export function formatDateTime(at: Date | string): string {
  dateTime ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  return `${dateTime.format(new Date(at))} UTC`;
}

/** A day, in the long format: "November 23, 2026". */
export function formatDate(at: Date | string): string {
  date ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
  return date.format(new Date(at));
}

/** A moment's UTC month as the API writes it: "2026-11" (a statement's month, a member's join month). */
export function monthKey(at: Date): string {
  return at.toISOString().slice(0, 7);
}

let monthYear: Intl.DateTimeFormat | undefined;

/** A month: "November 2026" (from a moment, or a month as "2026-11"). */
export function formatMonthYear(at: Date | string): string {
  monthYear ??= new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  return monthYear.format(new Date(at));
}

/** A length of time in words: "1 day", "7 days", "3 months". */
export function formatDuration(count: number, unit: "minute" | "hour" | "day" | "month"): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
