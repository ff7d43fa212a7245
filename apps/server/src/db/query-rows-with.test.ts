import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers.ts";
import { queryRows, queryRowsWith } from "./client.ts";

const app = await createTestApp();

// The search holds the planner to one way with these settings (users-search.service.ts): on PGlite
// the thread runs the transaction in one call, on a server it is a READ ONLY transaction.
describe("queryRowsWith", () => {
  it("plans and runs its query under the settings, which hold for it alone", async () => {
    const settingNow = sql`SELECT current_setting('enable_seqscan') AS seq, current_setting('enable_bitmapscan') AS bitmap`;
    const inside = await queryRowsWith<{ seq: string; bitmap: string }>(
      app.db,
      { enable_seqscan: "off", enable_bitmapscan: "off" },
      settingNow,
    );
    expect(inside).toEqual([{ seq: "off", bitmap: "off" }]);
    expect(await queryRows(app.db, settingNow)).toEqual([{ seq: "on", bitmap: "on" }]);
  });

  it("is read-only: a write through it is refused and changes nothing", async () => {
    const write = sql`INSERT INTO subscribers (email) VALUES ('through-a-read@example.test') RETURNING id`;
    const error = await queryRowsWith(app.db, { enable_seqscan: "off" }, write).catch((e: unknown) => e);
    const cause = (error as { cause?: unknown }).cause ?? error;
    expect(cause).toMatchObject({ code: "25006" });
    const rows = await queryRows(app.db, sql`SELECT 1 FROM subscribers WHERE email = 'through-a-read@example.test'`);
    expect(rows).toEqual([]);
  });
});
