import { describe, expect, it } from "vitest";
import { chartTicks } from "./chart-ticks.ts";

const labelsOf = (times: string[]) => {
  const { ticks, label } = chartTicks(times, "UTC");
  return ticks.map(label);
};

describe("chartTicks", () => {
  it("labels times of day when every point falls on one day", () => {
    const times = ["09:05", "09:05", "11:30", "14:00", "18:45"].map((t) => `2026-11-26T${t}:00Z`);
    expect(labelsOf(times)).toEqual(["9:05 AM", "11:30 AM", "2:00 PM", "6:45 PM"]);
  });

  it("labels each day once when the points span several days", () => {
    const times = ["2026-11-24T10:00:00Z", "2026-11-24T12:00:00Z", "2026-11-26T08:00:00Z", "2026-11-26T09:00:00Z"];
    expect(labelsOf(times)).toEqual(["Nov 24", "Nov 26"]);
  });

  it("keeps at most five labels and never repeats one", () => {
    const times = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + (i % 20))).toISOString()).sort();
    const labels = labelsOf(times);
    expect(labels.length).toBeLessThanOrEqual(5);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
