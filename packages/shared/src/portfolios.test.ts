import { describe, expect, it } from "vitest";
import { formatPlanUnits, parsePlanUnits, riskClassFor, ZMoveRequest } from "./portfolios.ts";

describe("units on the wire", () => {
  it.each([
    [0n, "0.000000"],
    [1n, "0.000001"],
    [1_000_000n, "1.000000"],
    [1_234_567_890n, "1234.567890"],
  ])("%s micro-units ↔ %s", (micro, text) => {
    expect(formatPlanUnits(micro)).toBe(text);
    expect(parsePlanUnits(text)).toBe(micro);
  });

  it.each(["", "-1", "1.0000001", "abc", "1e3", "1.", ".5"])("refuses %o", (text) =>
    expect(parsePlanUnits(text)).toBeNull(),
  );

  it("a move names what it moves: units above 0, or all: true", () => {
    expect(ZMoveRequest.safeParse({}).success).toBe(false);
    expect(ZMoveRequest.parse({ all: true })).toEqual({ all: true });
    expect(ZMoveRequest.safeParse({ all: false }).success).toBe(false);
    expect(ZMoveRequest.safeParse({ all: true, units: "1" }).success).toBe(false);
    expect(ZMoveRequest.parse({ units: " 12.5" })).toEqual({ units: "12.5" });
    expect(ZMoveRequest.safeParse({ units: "0" }).success).toBe(false);
    expect(ZMoveRequest.safeParse({ units: 5 }).success).toBe(false);
  });
});

describe("riskClassFor (annualised volatility in percent)", () => {
  it.each([
    [0, 1],
    [0.49, 1],
    [0.5, 2],
    [1.99, 2],
    [2, 3],
    [4.99, 3],
    [5, 4],
    [10, 5],
    [14.99, 5],
    [15, 6],
    [24.99, 6],
    [25, 7],
    [80, 7],
  ])("%s%% → class %s", (vol, cls) => expect(riskClassFor(vol)).toBe(cls));
});
