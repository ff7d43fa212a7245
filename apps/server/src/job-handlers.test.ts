import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JOB_HANDLERS } from "./job-handlers.ts";
import type { JobDefinition } from "./jobs/job.ts";

const isJobDefinition = (value: unknown): value is JobDefinition<object> =>
  typeof value === "object" && value !== null && "name" in value && "retry" in value;

describe("the job handlers", () => {
  it("run every job defined in jobs/, each exactly once", async () => {
    const dir = path.join(import.meta.dirname, "jobs");
    const defined: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const exported: Record<string, unknown> = await import(path.join(dir, file));
      for (const value of Object.values(exported)) if (isJobDefinition(value)) defined.push(value.name);
    }
    expect(defined.length).toBeGreaterThan(0);
    expect(JOB_HANDLERS.map(({ job }) => job.name).sort()).toEqual(defined.sort());
  });
});
