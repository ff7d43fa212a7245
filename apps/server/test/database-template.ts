// Vitest's global setup for the server project: the migrations are applied once per run, to a
// template, and each test file's database starts as a copy of it (helpers.ts, freshDatabase). A
// fresh PGlite costs seconds of CPU for its initdb alone, and every file used to pay that and all
// the migrations again. On PGlite the template is a dump of a migrated data folder; on a PostgreSQL
// server (DATABASE_URL) it is a migrated database that CREATE DATABASE … TEMPLATE copies.
// A second template adds the job queue's tables and queues (pg-boss's schema and a partition table
// per kind of job), which every test app's start made again on its copy: over half of the CPU a
// test app took to start. The queue's tables are the same for every install; createTestApp starts
// from that one. Neither holds the rest of an install's first start (the first-run admin, the
// seeds), which each test app still makes on its copy and tests of a first start rely on.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type Database, type Db, openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { PGLITE_EXTENSIONS } from "../src/db/pglite-extensions.ts";
import type { EmbeddedClient } from "../src/db/pglite-thread.ts";
import { JOB_HANDLERS } from "../src/job-handlers.ts";
import { openJobQueue } from "../src/jobs/queue.ts";

type Template = { kind: "pglite"; file: string } | { kind: "postgres"; name: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tarball), or the name of a migrated database on DATABASE_URL's server. */
    databaseTemplate: Template;
    /** The same with the job queue's tables and queues made, as an app's first start makes them. */
    databaseTemplateWithJobQueue: Template;
  }
}

const silent = { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

/** Makes the job queue's tables and queues as an app's start does (jobs/queue.ts), and stops it. */
async function makeJobQueue(database: Database): Promise<void> {
  const queue = await openJobQueue(database, { handlers: JOB_HANDLERS, log: silent, withWorkers: false });
  await queue.stop();
}

async function pgliteTemplates(): Promise<{ migrated: string; withJobQueue: string; remove: () => void }> {
  // The app's thread loads the same extensions: the dump records them. Every copy unpacks the whole
  // dump into memory before its database starts, most of a test app's start, so the dump is kept
  // small: write-ahead log segments of 1 MB instead of two of 16 MB (mostly zeros), old segments
  // removed rather than kept for reuse, and no template0/template1, which only CREATE DATABASE
  // reads and the tests never run on PGlite (63 → 16 MB; docs/performance-log.md). Only the tests'
  // copies differ so: an install's data folder is made by PGlite's defaults.
  const db = new PGlite({
    extensions: PGLITE_EXTENSIONS,
    initDbStartParams: ["--wal-segsize=1"],
    startParams: [...PGlite.defaultStartParams, "-c", "wal_recycle=off", "-c", "min_wal_size=2MB"],
  });
  const dir = mkdtempSync(path.join(tmpdir(), "vaultline-template-"));
  for (const name of ["template0", "template1"]) {
    await db.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await db.query(`DROP DATABASE ${name}`);
  }
  // A checkpoint first: each copy then starts from written data files, without replaying the
  // write-ahead log (PGlite's dump does not checkpoint).
  const dump = async (name: string) => {
    await db.exec("CHECKPOINT");
    const file = path.join(dir, name);
    writeFileSync(file, Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer()));
    return file;
  };
  try {
    await migrate({
      withSession: (fn) => fn(async (text) => ((await db.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[]),
    });
    const migrated = await dump("migrated.tar");
    // In this process PGlite is not on a thread of its own: it stands in for the thread's client.
    await makeJobQueue({
      db: drizzle(db) as unknown as Db,
      driver: { kind: "pglite", client: db as unknown as EmbeddedClient },
    } as Database);
    const withJobQueue = await dump("with-job-queue.tar");
    return { migrated, withJobQueue, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await db.close();
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplates(
  serverUrl: string,
): Promise<{ migrated: string; withJobQueue: string; remove: () => Promise<void> }> {
  const name = `vaultline_template_${randomUUID().replaceAll("-", "")}`;
  const migrated = name;
  const withJobQueue = `${name}_jobs`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const prepare = async (database: string, make: (opened: Database) => Promise<void>) => {
    const opened = await openDatabase({ databaseUrl: databaseUrl(serverUrl, database), pgliteDir: null });
    try {
      await make(opened);
    } finally {
      await opened.close();
    }
  };
  const remove = async () => {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${withJobQueue} WITH (FORCE)`);
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${migrated} WITH (FORCE)`);
  };
  try {
    await onServer(serverUrl, `CREATE DATABASE ${migrated}`);
    await prepare(migrated, async (opened) => {
      await migrate(opened);
    });
    await onServer(serverUrl, `CREATE DATABASE ${withJobQueue} TEMPLATE ${migrated}`);
    await prepare(withJobQueue, makeJobQueue);
  } catch (error) {
    await remove();
    throw error;
  }
  return { migrated, withJobQueue, remove };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const templates = await postgresTemplates(serverUrl);
    project.provide("databaseTemplate", { kind: "postgres", name: templates.migrated });
    project.provide("databaseTemplateWithJobQueue", { kind: "postgres", name: templates.withJobQueue });
    return templates.remove;
  }
  const templates = await pgliteTemplates();
  project.provide("databaseTemplate", { kind: "pglite", file: templates.migrated });
  project.provide("databaseTemplateWithJobQueue", { kind: "pglite", file: templates.withJobQueue });
  return async () => templates.remove();
}
