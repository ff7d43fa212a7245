// Vitest's global setup for the server project: the migrations are applied once per run, to a
// template, and each test file's database starts as a copy of it (helpers.ts, freshDatabase). A
// fresh PGlite costs seconds of CPU for its initdb alone, and every file used to pay that and all
// the migrations again. On PGlite the template is a dump of a migrated data folder; on a PostgreSQL
// server (DATABASE_URL) it is a migrated database that CREATE DATABASE … TEMPLATE copies.
// It holds the migrations only: each test app still makes an install's first start on its copy
// (the first-run admin, the seeds, the job queue), which tests of a first start rely on.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { PGLITE_EXTENSIONS } from "../src/db/pglite-extensions.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tarball), or the name of a migrated database on DATABASE_URL's server. */
    databaseTemplate: { kind: "pglite"; file: string } | { kind: "postgres"; name: string };
  }
}

async function pgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  // The app's thread loads the same extensions: the dump records them.
  const db = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate({
      withSession: (fn) => fn(async (text) => ((await db.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[]),
    });
    // A checkpoint first: each copy then starts from written data files, without replaying the
    // write-ahead log of every migration (PGlite's dump does not checkpoint).
    await db.exec("CHECKPOINT");
    const dump = await db.dumpDataDir("none");
    const dir = mkdtempSync(path.join(tmpdir(), "vaultline-template-"));
    const file = path.join(dir, "migrated.tar");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
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

async function postgresTemplate(serverUrl: string): Promise<{ name: string; remove: () => Promise<void> }> {
  const name = `vaultline_template_${randomUUID().replaceAll("-", "")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return { name, remove: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await postgresTemplate(serverUrl);
    project.provide("databaseTemplate", { kind: "postgres", name: template.name });
    return template.remove;
  }
  const template = await pgliteTemplate();
  project.provide("databaseTemplate", { kind: "pglite", file: template.file });
  return async () => template.remove();
}
