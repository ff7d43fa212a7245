import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isDatabaseUnavailable } from "../lib/db-errors.ts";
import { type EmbeddedClient, startPgliteThread } from "./pglite-thread.ts";

// PGlite on its own thread must behave as PGlite in the process did: the app, drizzle and pg-boss
// rely on its errors' fields, its transactions, its notifications and its values.
// In memory, started from the run's migrated template (test/database-template.ts), as the app's
// tests are: initdb in memory costs seconds of CPU, and the new data folder below still runs it.
function inMemory(): Promise<EmbeddedClient> {
  const template = inject("databaseTemplate");
  return startPgliteThread(null, undefined, template.kind === "pglite" ? template.file : undefined);
}

describe("PGlite on its own thread", () => {
  let client: EmbeddedClient;
  beforeAll(async () => {
    client = await inMemory();
    await client.exec(`CREATE TABLE t (id int PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), note text);
      CREATE FUNCTION t_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_notify('t_changed', NEW.id::text); RETURN NEW; END $$;
      CREATE TRIGGER t_changed AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION t_changed();`);
  });
  afterAll(() => client.close());

  it("answers with the database error's SQLSTATE and constraint, so a duplicate is told apart", async () => {
    await client.query("INSERT INTO t (id) VALUES ($1)", [1]);
    const error = await client.query("INSERT INTO t (id) VALUES ($1)", [1]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "t_pkey" });
    expect((error as Error).message).toContain("duplicate key");
  });

  it("rolls a failed transaction back, and holds other statements until a transaction ends", async () => {
    const failed = client.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id, note) VALUES (2, 'in a failed transaction')");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");

    // A statement sent while another caller's transaction is open waits for it to end, and is not
    // part of it: one connection underneath, as in-process.
    let release = () => {};
    const open = client.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id, note) VALUES (3, 'rolled back')");
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      throw new Error("rolled back");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let isOutsideDone = false;
    const outside = client.query("INSERT INTO t (id, note) VALUES (6, 'outside')").then(() => {
      isOutsideDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isOutsideDone).toBe(false);
    release();
    await expect(open).rejects.toThrow("rolled back");
    await outside;
    const { rows } = await client.query("SELECT id FROM t WHERE id IN (2, 3, 6) ORDER BY id");
    expect(rows).toEqual([{ id: 6 }]);
  });

  it("delivers a write's notification before the write's own answer", async () => {
    const heard: string[] = [];
    const unlisten = await client.listen("t_changed", (payload) => heard.push(payload));
    await client.query("INSERT INTO t (id) VALUES (4)");
    expect(heard).toEqual(["4"]);
    await unlisten();
    await client.query("INSERT INTO t (id) VALUES (5)");
    expect(heard).toEqual(["4"]);
  });

  it("gives timestamps as Dates, or as PostgreSQL's text to a caller with its own parsers (drizzle)", async () => {
    const sql = "SELECT at, note FROM t WHERE id = 1";
    const [parsed] = (await client.query<{ at: unknown }>(sql)).rows;
    expect(parsed?.at).toBeInstanceOf(Date);
    const [texts] = (await client.query<{ at: unknown }>(sql, [], { parsers: { 1184: (text) => `text:${text}` } }))
      .rows;
    expect(texts?.at).toMatch(/^text:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    const [fromExec] = (await client.exec(sql)).at(-1)?.rows ?? [];
    expect(fromExec?.at).toBeInstanceOf(Date);
    expect(() => client.query(sql, [], { parsers: { 25: (text) => text } })).toThrow("Parsers only for types");
  });

  it("fails every call once stopped, with an error the app answers 503 to", async () => {
    const other = await inMemory();
    await other.close();
    const error = await other.query("SELECT 1").catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe("PGlite in a new data folder", () => {
  // initdb (a process of its own) and two starts of PGlite: tens of seconds on a loaded machine.
  it("makes the folder, then opens it and keeps what is written across a reopening", { timeout: 120_000 }, async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "vaultline-pglite-")), "db");
    try {
      const first = await startPgliteThread(dir);
      expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
      await first.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('written on the first start')");
      await first.close();
      const again = await startPgliteThread(dir);
      expect((await again.query<{ note: string }>("SELECT note FROM kept")).rows).toEqual([
        { note: "written on the first start" },
      ]);
      await again.close();
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
