// The one way the product writes dates, in UTC, so the API's messages, the e-mails and every screen
// say the same moment in the same words: the words of `Intl.DateTimeFormat("en-US")`, written here
// by hand (for the years from 1 on: no date here is older). A page's first Intl formatter loads the browser's locale data, 30–50 ms of a phone's main
// thread four times over, on the first page that shows a date (docs/performance-log.md, 2026-11-29/30).

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The moment as a Date; Intl's RangeError for one that is not a date. */
function moment(at: Date | string): Date {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return date;
}

/** A moment: "November 23, 2026 at 10:42 AM UTC". */
export function formatDateTime(at: Date | string): string {
  const date = moment(at);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  return `${formatDate(date)} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"} UTC`;
}

/** A day, in the long format: "November 23, 2026". */
export function formatDate(at: Date | string): string {
  const date = moment(at);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A moment's UTC month as the API writes it: "2026-11" (a statement's month, a member's join month). */
export function monthKey(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** A month: "November 2026" (from a moment, or a month as "2026-11"). */
export function formatMonthYear(at: Date | string): string {
  const date = moment(at);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A length of time in words: "1 day", "7 days", "3 months". */
export function formatDuration(count: number, unit: "minute" | "hour" | "day" | "month"): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
