import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, inject, onTestFinished, TestRunner } from "vitest";
import { type BuildOptions, buildApp } from "../src/app.ts";
import type { Config } from "../src/config.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import type { EmbeddedClient } from "../src/db/pglite-thread.ts";
import { jobContext } from "../src/jobs/context.ts";
import { enrolWithSecret, newTotpSecret, openSession } from "../src/modules/security/index.ts";
import { createUser, type UserRow } from "../src/modules/users/index.ts";
import { testConfig } from "./test-config.ts";

export { chainTestConfig, testConfig } from "./test-config.ts";

/**
 * A fresh database for one test file: PGlite in memory, or, when DATABASE_URL is set (CI),
 * a new database on that server, dropped afterwards. Empty, or with `migrated`, a copy of the
 * database the run's migrations built once, and with `withJobQueue` also the job queue's tables
 * (test/database-template.ts).
 */
export async function freshDatabase(
  options: { migrated?: boolean; withJobQueue?: boolean } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const template = options.migrated
    ? inject(options.withJobQueue ? "databaseTemplateWithJobQueue" : "databaseTemplate")
    : undefined;
  if (!serverUrl) {
    const pgliteTemplate = template?.kind === "pglite" ? template.file : undefined;
    const database = await openDatabase({ pgliteDir: null, pgliteTemplate });
    return { database, drop: () => database.close() };
  }
  const name = `vaultline_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template?.kind === "postgres" ? ` TEMPLATE ${template.name}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  return {
    database,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Runs `cleanUp` when the test that calls this ends, or, called at a file's top level or in a
 * `describe`, after its tests. Vitest ignores an `afterAll` registered while a test or a `beforeAll`
 * runs: an app made there was never closed, its database thread and job queue running on in the
 * worker for the files after it, and on a PostgreSQL server its database left behind. So a file's
 * shared app is made at its top level, and createTestApp refuses to make one in a `beforeAll`.
 */
function whenDone(cleanUp: () => Promise<void>): void {
  try {
    onTestFinished(cleanUp);
  } catch {
    afterAll(cleanUp);
  }
}

/** Called before anything is made: in a `beforeAll` (a hook while no test runs), whenDone could not close it. */
function refuseInHook(): void {
  if (!TestRunner.getCurrentTest() && TestRunner.getCurrentSuite()?.file?.result?.state === "run") {
    throw new Error("A test app made in a beforeAll is never closed: make the file's app at its top level.");
  }
}

export type TestApp = FastifyInstance & { dataDir: string };

/** Builds the real app on a fresh database with a temporary data folder; closed after the file, or after the test that makes it (whenDone). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, "mailer" | "clock" | "logger"> = {},
): Promise<TestApp> {
  refuseInHook();
  const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-test-"));
  const { database, drop } = await freshDatabase({ migrated: true, withJobQueue: true });
  const app = (await buildApp(testConfig(dataDir, overrides), { logger: false, ...options, database }).catch(
    async (error) => {
      // A start that fails (a test of a refused configuration) leaves no database or folder behind.
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    },
  )) as TestApp;
  app.dataDir = dataDir;
  whenDone(async () => {
    // The database and the folder go even when the app fails to close (a PostgreSQL run otherwise
    // leaves the file's database on the server).
    try {
      await app.close();
    } finally {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  return app;
}

export type TestUser = {
  user: UserRow;
  token: string;
  password: string;
  auth: { authorization: string };
  /** Admins only: the two-factor secret they were enrolled with (compute codes with totpCode). */
  totpSecret?: string;
};

/** A session as a sign-in opens it; an admin's has passed the second factor. */
async function testSession(app: FastifyInstance, user: UserRow) {
  const { token } = await openSession(app.db, {
    userId: user.id,
    client: { ip: "127.0.0.1", userAgent: "lightMyRequest" },
    now: app.clock.now(),
    jwtSecret: app.config.jwtSecret,
    passedTwoFactor: user.isAdmin,
  });
  return { token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * A new account with a random name, signed in. An admin gets two-factor on (every admin must have it)
 * and a session that passed it, so its token opens the admin area.
 */
export async function createTestUser(
  app: FastifyInstance,
  options: { isAdmin?: boolean; isVerified?: boolean; isEmailConfirmed?: boolean; email?: string } = {},
): Promise<TestUser> {
  const suffix = randomBytes(5).toString("hex");
  const password = `pw-${suffix}`;
  const user = await createUser(app.db, {
    firstname: "Test",
    lastname: `User${suffix}`,
    email: `user-${suffix}@example.test`,
    username: `user_${suffix}`,
    password,
    // Confirmed unless a test asks otherwise (`isEmailConfirmed: false`), so e-mail proof gates nothing by accident.
    isEmailConfirmed: true,
    ...options,
  });
  let totpSecret: string | undefined;
  if (user.isAdmin) {
    totpSecret = newTotpSecret();
    await enrolWithSecret(app.db, {
      userId: user.id,
      secret: totpSecret,
      encryptionKey: app.config.encryptionKey,
      now: app.clock.now(),
    });
  }
  return { user, password, totpSecret, ...(await testSession(app, user)) };
}

/** A fresh session for an existing test user at the app's current time (after moving the clock past the idle timeout). */
export async function signInAgain(app: FastifyInstance, testUser: TestUser): Promise<TestUser> {
  return { ...testUser, ...(await testSession(app, testUser.user)) };
}

/** Runs every background job that is due now (mail, sweeps), as the worker would. */
export function runDueJobs(app: TestApp): Promise<number> {
  return app.jobs.runDue(jobContext(app));
}

/** The mails sent so far (after running the due mail jobs), newest last. */
export async function readOutbox(app: TestApp): Promise<string[]> {
  await runDueJobs(app);
  const dir = path.join(app.dataDir, "mail");
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((n) => readFileSync(path.join(dir, n), "utf8"));
}

/** Injects and parses the JSON body. */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  let body: any;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body, headers: response.headers };
}

/** Builds a multipart/form-data body for `app.inject`. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; content: Buffer; type?: string }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vaultline${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Small real files, typed by their bytes. */
export const fixtures = {
  /** A valid 1×1 PNG. */
  png: () =>
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
  /** A minimal PDF. */
  pdf: () => Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
  /** Plain text: not an allowed type whatever its name says. */
  text: () => Buffer.from("just some text, not an image"),
  /** More than the 10 MiB limit, starting with PNG magic bytes. */
  oversized: () => Buffer.concat([fixtures.png(), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]),
};

/** Another app (as a second process would be) on the same database, with the same secrets unless overridden. */
export async function createSecondApp(first: TestApp, overrides: Partial<Config> = {}): Promise<TestApp> {
  refuseInHook();
  const client = (first.db as unknown as { $client: EmbeddedClient | pg.Pool }).$client;
  const database: Database =
    client instanceof pg.Pool
      ? await openDatabase({ databaseUrl: client.options.connectionString, pgliteDir: null })
      : {
          db: first.db,
          driver: { kind: "pglite", client },
          stats: () => ({ total: 1, idle: 1, waiting: 0 }),
          withSession: (fn) =>
            fn(async (text) => ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[]),
          onLocalWrite: () => () => {},
          close: async () => {},
          kind: "pglite",
        };
  const config = testConfig(first.dataDir, {
    jwtSecret: first.config.jwtSecret,
    encryptionKey: first.config.encryptionKey,
    ...overrides,
  });
  const other = (await buildApp(config, { database, logger: false }).catch(async (error) => {
    await database.close();
    throw error;
  })) as TestApp;
  other.dataDir = first.dataDir;
  whenDone(async () => {
    await other.close();
    await database.close();
  });
  return other;
}

/** A valid signup payload with a unique name from `suffix`. */
export function signupBody(suffix: string, overrides: Record<string, unknown> = {}) {
  return {
    firstname: "Ada",
    lastname: "Lovelace",
    email: `ada-${suffix}@example.test`,
    username: `ada_${suffix}`,
    password: "quiet-harbor-71",
    confirmPassword: "quiet-harbor-71",
    ...overrides,
  };
}

/** Whether `check` comes true within `ms` (polled every 10 ms): for what another process changes. */
export async function seenWithin(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}
