import { describe, expect, it } from "vitest";
import { addCalendarMonth, expectedPayoutCents } from "./money-rules.ts";

describe("expectedPayoutCents", () => {
  it.each([
    [100_00, 3500, 135_00],
    [200_00, 3500, 270_00],
    [499_99, 3500, 674_99], // 499.99 × 1.35 = 674.9865 → 674.99
    [1_000_00, 4500, 1_450_00],
    [5_000_00, 6000, 8_000_00],
    [50_000_00, 7000, 85_000_00],
    [500_000_00, 8000, 900_000_00],
    [1, 3500, 1], // 0.35 cent rounds down
    [3, 5000, 5], // 1.5 cents rounds half up
    [123_45, 1234, 138_68], // 123.45 × 12.34% = 15.233 → 15.23
  ])("%i cents at %i bp → %i cents", (amount, bp, expected) => {
    expect(expectedPayoutCents(amount, bp)).toBe(expected);
  });
});

describe("addCalendarMonth", () => {
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
    expect(addCalendarMonth(new Date(from)).toISOString()).toBe(to);
  });
});
