import { describe, expect, it } from "vitest";
import { isCourse } from "./education.ts";

describe("course names", () => {
  it.each([
    ["monthly", true],
    ["fullPay", true],
    ["yearly", false],
    ["toString", false],
    ["", false],
  ])("isCourse(%s) is %s", (value, expected) => {
    expect(isCourse(value)).toBe(expected);
  });
});
