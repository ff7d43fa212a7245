import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonthYear, monthKey } from "./dates.ts";

describe("monthKey", () => {
  it("writes a moment's month in UTC, as the API sends it", () => {
    expect(monthKey(new Date("2026-11-03T10:00:00Z"))).toBe("2026-11");
    // Late on the 30th west of Greenwich is already December in UTC.
    expect(monthKey(new Date("2026-11-30T23:30:00-02:00"))).toBe("2026-12");
  });
});

describe("the written dates", () => {
  // The words Intl writes (en-US, UTC), which the hand-written formatters must keep.
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
  const moments = [
    "2026-11-23T10:42:00Z",
    "2026-01-01T00:00:00Z",
    "2026-12-31T23:59:59.999Z",
    "2024-02-29T12:00:00Z",
    "2026-07-04T12:30:00Z",
    "2026-03-09T00:59:00Z",
    "0099-05-01T13:07:00Z",
    "9999-12-31T23:59:00Z",
    // West of Greenwich it is still the 30th; in UTC it is December.
    "2026-11-30T23:30:00-02:00",
  ];
  // Every month and every hour of a day, at a minute with one digit and one with two.
  for (let month = 0; month < 12; month++)
    moments.push(new Date(Date.UTC(2027, month, 15, month * 2, 5)).toISOString());
  for (let hour = 0; hour < 24; hour++) moments.push(new Date(Date.UTC(2030, 5, 1, hour, 41)).toISOString());

  it.each(moments)("writes %s as Intl does", (moment) => {
    expect(formatDateTime(moment)).toBe(
      `${intl({ dateStyle: "long", timeStyle: "short" }).format(new Date(moment))} UTC`,
    );
    expect(formatDate(new Date(moment))).toBe(intl({ dateStyle: "long" }).format(new Date(moment)));
    expect(formatMonthYear(moment)).toBe(intl({ month: "long", year: "numeric" }).format(new Date(moment)));
  });

  it("reads a month as the API writes it, and refuses what is not a date as Intl does", () => {
    expect(formatMonthYear("2026-11")).toBe("November 2026");
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatMonthYear(new Date(Number.NaN))).toThrow(RangeError);
  });
});
