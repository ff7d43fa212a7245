import { describe, expect, it } from "vitest";
import "./zod-config.ts";
import { config, z } from "zod";

describe("zod in the browser", () => {
  it("runs without compiling its parsers, so the CSP sees no eval", () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 1 }).success).toBe(false);
  });
});
