import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { afterAll } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Config, DEFAULT_RATE_LIMITS } from "../src/config.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { signToken } from "../src/lib/jwt.ts";
import { createUser, type UserRow } from "../src/modules/users/users.service.ts";

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString("hex"),
    encryptionKey: randomBytes(32),
    admin: undefined,
    smtpUrl: undefined,
    mailFrom: "Vaultline <no-reply@vaultline.test>",
    publicUrl: "http://localhost:3000",
    paymentGateway: "sandbox",
    crypto: { btcAddress: "bc1qtestaddress", usdtErc20Address: "0xTestAddress", isDemo: true },
    logLevel: "silent",
    webDistDir: undefined,
    rateLimits: DEFAULT_RATE_LIMITS,
    ...overrides,
  };
}

/**
 * A fresh database for one test file: PGlite in memory, or, when DATABASE_URL is set (CI),
 * a new database on that server, dropped afterwards.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: null });
    return { database, drop: () => database.close() };
  }
  const name = `vaultline_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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

export type TestApp = FastifyInstance & { dataDir: string };

/** Builds the real app on a fresh database with a temporary data folder; closed after the file. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-test-"));
  const { database, drop } = await freshDatabase();
  const app = (await buildApp(testConfig(dataDir, overrides), { database, logger: false })) as TestApp;
  app.dataDir = dataDir;
  afterAll(async () => {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

export type TestUser = { user: UserRow; token: string; password: string; auth: { authorization: string } };

/** A new account with a random name, signed in. */
export async function createTestUser(
  app: FastifyInstance,
  options: { isAdmin?: boolean; isVerified?: boolean } = {},
): Promise<TestUser> {
  const suffix = randomBytes(5).toString("hex");
  const password = `pw-${suffix}`;
  const user = await createUser(app.db, {
    firstname: "Test",
    lastname: `User${suffix}`,
    email: `user-${suffix}@example.test`,
    username: `user_${suffix}`,
    password,
    ...options,
  });
  const token = await signToken(user.id, app.config.jwtSecret);
  return { user, token, password, auth: { authorization: `Bearer ${token}` } };
}

/** The mails written to the outbox so far, newest last. */
export function readOutbox(app: TestApp): string[] {
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
