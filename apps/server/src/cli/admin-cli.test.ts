import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, queryRows } from "../db/client.ts";
import { PGLITE_EXTENSIONS } from "../db/pglite-extensions.ts";

const serverDir = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-cli-"));
// The shared folder starts as a copy of the run's migrated template (test/database-template.ts),
// as after an operator's first command: a first command on an empty folder runs initdb and every
// migration in its process, seconds of CPU that the solo folder below still spends once.
beforeAll(async () => {
  const template = inject("databaseTemplate");
  if (template.kind !== "pglite") throw new Error("the admin CLI's tests run on embedded databases only");
  const db = new PGlite(path.join(dataDir, "db"), {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([readFileSync(template.file)]),
  });
  await db.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run admin -- …` on an embedded database of its own (never DATABASE_URL's server). */
function admin(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], {
    cwd: serverDir,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run admin", { timeout: 240_000 }, () => {
  it("creates an admin, refuses a duplicate, promotes and demotes by username or e-mail", () => {
    const created = admin(
      "create",
      "--email",
      "ops@example.test",
      "--username",
      "ops",
      "--password",
      "secret12",
      "--first",
      "Ada",
      "--last",
      "Ops",
    );
    expect(created).toMatchObject({ code: 0, stderr: "" });
    expect(created.stdout).toMatch(/^Created admin "ops" <ops@example\.test>/);

    const again = admin(
      "create",
      "--email",
      "OPS@example.test",
      "--username",
      "ops2",
      "--password",
      "secret12",
      "--first",
      "Ada",
      "--last",
      "Ops",
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("An account with this e-mail already exists");

    admin(
      "create",
      "--email",
      "two@example.test",
      "--username",
      "two",
      "--password",
      "secret12",
      "--first",
      "Ada",
      "--last",
      "Ops",
    );
    expect(admin("demote", "TWO@example.test")).toMatchObject({ code: 0, stdout: '"two" is now not an admin\n' });
    expect(admin("promote", "two")).toMatchObject({ code: 0, stdout: '"two" is now an admin\n' });
    expect(admin("promote", "two").stdout).toBe('"two" was already an admin\n');
  });

  it("keeps the last admin and reports unknown users and bad input with non-zero exit codes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vaultline-cli-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
      delete env.DATABASE_URL;
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], {
          cwd: serverDir,
          env,
          encoding: "utf8",
        });
      run(
        "create",
        "--email",
        "solo@example.test",
        "--username",
        "solo",
        "--password",
        "secret12",
        "--first",
        "Ada",
        "--last",
        "Ops",
      );
      const last = run("demote", "solo");
      expect(last.status).toBe(1);
      expect(last.stderr).toContain("At least one admin must remain");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(admin("promote", "nobody")).toMatchObject({ code: 1, stderr: 'No user with username or e-mail "nobody"\n' });
    const bad = admin(
      "create",
      "--email",
      "not-mail",
      "--username",
      "x",
      "--password",
      "1",
      "--first",
      "Ada",
      "--last",
      "Ops",
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Please input a valid email");
    expect(admin("explode").code).toBe(2);
    expect(admin("create", "--email").code).toBe(2);
    const nameless = admin("create", "--email", "anon@example.test", "--username", "anon", "--password", "secret12");
    expect(nameless.code).toBe(2);
    expect(nameless.stderr).toContain("create needs --email, --username, --password, --first and --last");
  });
});

describe("operator commands while the app holds the embedded database", { timeout: 400_000 }, () => {
  it("refuse, say why, and change nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vaultline-cli-held-"));
    // This test process plays the running server: it holds $DATA_DIR/db open (left empty, so any
    // change a refused command made would show).
    const server = await openDatabase({ pgliteDir: path.join(dir, "db") });
    const run = (script: string, ...args: string[]) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: "silent" };
      delete env.DATABASE_URL;
      return spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
        cwd: serverDir,
        env,
        encoding: "utf8",
        timeout: 120_000,
      });
    };
    try {
      const refused = run(
        "src/cli/admin.ts",
        "create",
        "--email",
        "held@example.test",
        "--username",
        "held",
        "--password",
        "secret12",
        "--first",
        "Held",
        "--last",
        "Back",
      );
      expect(refused.status).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toContain(`is in use by another process (pid ${process.pid}`);
      expect(refused.stderr).toContain("Stop the server first");
      const migrations = run("src/cli/migrate.ts");
      expect(migrations.status).toBe(1);
      expect(migrations.stderr).toContain("Stop the server first");
      const publish = run("src/cli/transparency.ts", "publish");
      expect(publish.status).toBe(1);
      expect(publish.stderr).toContain("Stop the server first");
      // One line for the operator, not a stack trace.
      expect(publish.stderr).not.toMatch(/^\s+at /m);
      const tables = await queryRows<{ users: string | null }>(
        server.db,
        sql`SELECT to_regclass('users')::text AS users`,
      );
      expect(tables).toEqual([{ users: null }]);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
