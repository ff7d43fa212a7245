import { describe, expect, it } from "vitest";
import { call, createTestApp } from "../test/helpers.ts";
import { enqueueFirstProof } from "./app.ts";
import { jobContext } from "./jobs/context.ts";
import { manualClock } from "./lib/clock.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00.000Z"));
const app = await createTestApp({}, { clock });
const published = async () => (await call(app, { method: "GET", url: "/api/transparency" })).body.data;

describe("the first start", () => {
  it("publishes a proof of liabilities when none exists for today, and only then", async () => {
    expect((await published()).days).toEqual([]);
    await enqueueFirstProof(app);
    expect(await app.jobs.runDue(jobContext(app))).toBe(1);
    clock.advance(2_000);
    const { days } = await published();
    expect(days).toHaveLength(1);
    expect(days[0].day).toBe("2026-06-01");
    expect(days[0].rootHash).toMatch(/^[0-9a-f]{64}$/);

    // A restart the same day finds today's proof and queues nothing.
    await enqueueFirstProof(app);
    expect(await app.jobs.runDue(jobContext(app))).toBe(0);
  });
});
