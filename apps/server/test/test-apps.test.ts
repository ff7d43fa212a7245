import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./helpers.ts";

describe("test apps", () => {
  let refusal: unknown;
  beforeAll(async () => {
    refusal = await createTestApp().then(
      (app) => app.close(),
      (error: unknown) => error,
    );
  });

  it("refuses to make an app in a beforeAll, where its clean-up would never run", () => {
    expect(String(refusal)).toContain("make the file's app at its top level");
  });
});
