import { describe, expect, it } from "vitest";
import { formatAmount, formatCount, formatDollarRange, formatMoney, percentOf, toCents } from "./money.ts";

describe("toCents", () => {
  it.each([
    ["12", 1200],
    ["12.3", 1230],
    ["12.34", 1234],
    [0.1, 10],
    [1999.99, 199999],
    ["0", 0],
    [500000, 50000000],
  ])("%s → %i cents", (input, cents) => expect(toCents(input)).toBe(cents));

  it.each([["12.345"], ["-1"], ["abc"], [""], ["1e5"], [Number.NaN], [Number.POSITIVE_INFINITY], [0.1 + 0.2], ["12."]])(
    "refuses %s",
    (input) => expect(toCents(input)).toBeNull(),
  );
});

describe("percentOf (ROI in basis points)", () => {
  it.each([
    [100_00, 3500, 35_00],
    [499_99, 3500, 175_00], // 17499.65 cents rounds half up to 17500
    [1, 5000, 1], // 0.5 cent rounds up
    [1, 4999, 0],
    [500_000_00, 8000, 400_000_00],
  ])("%i cents × %i bp = %i cents", (cents, bp, expected) => expect(percentOf(cents, bp)).toBe(expected));
});

describe("formatMoney", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [123456, "$1,234.56"],
    [-2500, "-$25.00"],
  ])("%i → %s", (cents, text) => expect(formatMoney(cents)).toBe(text));
});

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [1234567, "1,234,567"],
    [-4200, "-4,200"],
  ])("%i → %s", (n, text) => expect(formatCount(n)).toBe(text));
});

describe("formatAmount", () => {
  it("formats whole dollars without decimals and keeps cents otherwise", () => {
    expect(formatAmount(0)).toBe("$0");
    expect(formatAmount(5)).toBe("$0.05");
    expect(formatAmount(123456789)).toBe("$1,234,567.89");
  });
});

describe("formatDollarRange", () => {
  it.each([
    [200, 499, "$200 – $499"],
    [200, 499.5, "$200 – $499.50"],
    [500000, null, "$500,000 and above"],
  ])("%d to %s → %s", (min, max, text) => expect(formatDollarRange(min, max)).toBe(text));
});
