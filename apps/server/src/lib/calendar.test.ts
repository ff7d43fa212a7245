import { describe, expect, it } from "vitest";
import { addCalendarMonths } from "./calendar.ts";

describe("addCalendarMonths (one month on)", () => {
  it.each([
    ["2026-01-15T10:30:00.000Z", "2026-02-15T10:30:00.000Z"],
    ["2026-01-31T12:00:00.000Z", "2026-02-28T12:00:00.000Z"],
    ["2028-01-31T12:00:00.000Z", "2028-02-29T12:00:00.000Z"], // leap year
    ["2026-03-31T00:00:00.000Z", "2026-04-30T00:00:00.000Z"],
    ["2026-12-31T23:59:59.999Z", "2027-01-31T23:59:59.999Z"],
    ["2026-02-28T08:00:00.000Z", "2026-03-28T08:00:00.000Z"],
    ["2028-02-29T08:00:00.000Z", "2028-03-29T08:00:00.000Z"],
    ["2026-08-31T05:00:00.000Z", "2026-09-30T05:00:00.000Z"],
  ])("%s → %s", (from, to) => {
    expect(addCalendarMonths(new Date(from), 1).toISOString()).toBe(to);
  });
});
