import { describe, expect, it } from "vitest";
import { monthKey } from "./dates.ts";

describe("monthKey", () => {
  it("writes a moment's month in UTC, as the API sends it", () => {
    expect(monthKey(new Date("2026-11-03T10:00:00Z"))).toBe("2026-11");
    // Late on the 30th west of Greenwich is already December in UTC.
    expect(monthKey(new Date("2026-11-30T23:30:00-02:00"))).toBe("2026-12");
  });
});
