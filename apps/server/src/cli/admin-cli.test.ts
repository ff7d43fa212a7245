import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bundleServer } from "../../scripts/bundle.mjs";
import { openDatabase, queryRows } from "../db/client.ts";
import { PGLITE_EXTENSIONS } from "../db/pglite-extensions.ts";
import { runAdmin } from "./admin-command.ts";

const serverDir = path.resolve(import.meta.dirname, "../..");
// Inside the repository: the bundle's imports of packages resolve from node_modules above it.
mkdirSync(path.join(serverDir, ".tmp"), { recursive: true });
const bundleDir = mkdtempSync(path.join(serverDir, ".tmp", "cli-bundle-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-cli-"));
const soloDir = mkdtempSync(path.join(tmpdir(), "vaultline-cli-"));
const heldDir = mkdtempSync(path.join(tmpdir(), "vaultline-cli-held-"));
// Both folders start as a copy of the run's migrated template (test/database-template.ts), as after
// an operator's first command: a first command on an empty folder runs initdb and every migration,
// seconds of CPU that db/pglite-thread.test.ts and db/migrate.test.ts already spend.
beforeAll(async () => {
  const template = inject("databaseTemplate");
  if (template.kind !== "pglite") throw new Error("the admin CLI's tests run on embedded databases only");
  const db = new PGlite(path.join(dataDir, "db"), {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([readFileSync(template.file)]),
  });
  await db.close();
  cpSync(path.join(dataDir, "db"), path.join(soloDir, "db"), { recursive: true });
  cpSync(path.join(dataDir, "db"), path.join(heldDir, "db"), { recursive: true });
  // The commands as `npm run build` bundles the server: one module each, loaded by Node alone. Run
  // through tsx, each process spent seconds of CPU compiling the sources it imports.
  await bundleServer(bundleDir, {
    admin: "src/cli/admin.ts",
    migrate: "src/cli/migrate.ts",
    transparency: "src/cli/transparency.ts",
  });
});
afterAll(() => {
  for (const dir of [dataDir, soloDir, heldDir, bundleDir]) rmSync(dir, { recursive: true, force: true });
});

/** The environment of `npm run admin` on an embedded database of its own (never DATABASE_URL's server). */
function cliEnv(dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  return env;
}

/** Runs `npm run admin -- …` (or another operator command) as a process of its own. */
function spawnCli(dir: string, command: "admin" | "migrate" | "transparency", ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(bundleDir, `${command}.js`), ...args], {
    cwd: serverDir,
    env: cliEnv(dir),
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs the same command in this process (admin.ts hands its arguments, output and exit code to
 * runAdmin and nothing else): the same database folder, opened and closed by the command itself.
 */
async function admin(dir: string, ...args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runAdmin(args, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: cliEnv(dir),
  });
  return { code, stdout, stderr };
}

const createArgs = (email: string, username: string, ...names: string[]) => [
  "create",
  "--email",
  email,
  "--username",
  username,
  "--password",
  "secret12",
  ...(names.length ? ["--first", names[0] as string, "--last", names[1] as string] : []),
];

describe("npm run admin", { timeout: 240_000 }, () => {
  it("creates an admin, refuses a duplicate, promotes and demotes by username or e-mail", async () => {
    const created = spawnCli(dataDir, "admin", ...createArgs("ops@example.test", "ops", "Ada", "Ops"));
    expect(created).toMatchObject({ code: 0, stderr: "" });
    expect(created.stdout).toMatch(/^Created admin "ops" <ops@example\.test>/);

    const again = await admin(dataDir, ...createArgs("OPS@example.test", "ops2", "Ada", "Ops"));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("An account with this e-mail already exists");

    expect((await admin(dataDir, ...createArgs("two@example.test", "two", "Ada", "Ops"))).code).toBe(0);
    expect(await admin(dataDir, "demote", "TWO@example.test")).toMatchObject({
      code: 0,
      stdout: '"two" is now not an admin\n',
    });
    expect(await admin(dataDir, "promote", "two")).toMatchObject({ code: 0, stdout: '"two" is now an admin\n' });
    expect((await admin(dataDir, "promote", "two")).stdout).toBe('"two" was already an admin\n');
  });

  it("keeps the last admin and reports unknown users with exit code 1", async () => {
    expect((await admin(soloDir, ...createArgs("solo@example.test", "solo", "Ada", "Ops"))).code).toBe(0);
    const last = await admin(soloDir, "demote", "solo");
    expect(last.code).toBe(1);
    expect(last.stderr).toContain("At least one admin must remain");
    expect(await admin(dataDir, "promote", "nobody")).toMatchObject({
      code: 1,
      stderr: 'No user with username or e-mail "nobody"\n',
    });
  });

  it("refuses bad input with exit code 2 before it opens, or makes, the database", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vaultline-cli-"));
    try {
      // A process of its own: the exit code is the one the operator's shell sees.
      const bad = spawnCli(dir, "admin", ...createArgs("not-mail", "x", "Ada", "Ops"));
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain("Please input a valid email");
      expect((await admin(dir, "explode")).code).toBe(2);
      expect((await admin(dir, "create", "--email")).code).toBe(2);
      const nameless = await admin(dir, ...createArgs("anon@example.test", "anon"));
      expect(nameless.code).toBe(2);
      expect(nameless.stderr).toContain("create needs --email, --username, --password, --first and --last");
      const handleless = await admin(dir, "promote");
      expect(handleless.code).toBe(2);
      expect(handleless.stderr).toContain("promote needs a username or e-mail");
      expect(existsSync(path.join(dir, "db"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("operator commands while the app holds the embedded database", { timeout: 400_000 }, () => {
  it("refuse, say why, and change nothing", async () => {
    // This test process plays the running server: it holds $DATA_DIR/db open (a migrated folder
    // with no user and no proof published, so any change a refused command made would show). The
    // commands are processes of their own, as a lock between processes needs.
    const server = await openDatabase({ pgliteDir: path.join(heldDir, "db") });
    try {
      const refused = spawnCli(heldDir, "admin", ...createArgs("held@example.test", "held", "Held", "Back"));
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toContain(`is in use by another process (pid ${process.pid}`);
      expect(refused.stderr).toContain("Stop the server first");
      const migrations = spawnCli(heldDir, "migrate");
      expect(migrations.code).toBe(1);
      expect(migrations.stderr).toContain("Stop the server first");
      const publish = spawnCli(heldDir, "transparency", "publish");
      expect(publish.code).toBe(1);
      expect(publish.stderr).toContain("Stop the server first");
      // One line for the operator, not a stack trace.
      expect(publish.stderr).not.toMatch(/^\s+at /m);
      const changed = await queryRows<{ users: number; proofs: number }>(
        server.db,
        sql`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM liability_trees)::int AS proofs`,
      );
      expect(changed).toEqual([{ users: 0, proofs: 0 }]);
    } finally {
      await server.close();
    }
  });
});
