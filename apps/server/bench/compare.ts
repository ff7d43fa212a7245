// The PGlite target (bench/README.md): "no worse than 2× PostgreSQL on the same calls". A run on a PostgreSQL
// server saves what it measured; a run on PGlite compares each of its calls with that run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { out } from "./database.ts";

/** A call's measure: its ratio to bare Fastify (higher is better) or a latency in ms (lower is better). */
export type Measured = { label: string; connections: number; kind: "ratio" | "p95" | "p99"; value: number };

type Saved = { savedAt: string; users: number; calls: Measured[] };

const SAVED = path.join(".tmp", "bench", "postgres-http.json");
const MAX_TIMES_WORSE = 2;

const key = (m: Measured) => `${m.label} @${m.connections}`;

/** Keeps this PostgreSQL run's measures (a run of some calls replaces just those). */
export function savePostgresRun(users: number, calls: Measured[]): void {
  const saved = readSaved();
  const kept = (saved?.calls ?? []).filter((m) => !calls.some((c) => key(c) === key(m)));
  mkdirSync(path.dirname(SAVED), { recursive: true });
  const run: Saved = { savedAt: new Date().toISOString(), users, calls: [...kept, ...calls] };
  writeFileSync(SAVED, `${JSON.stringify(run, null, 2)}\n`);
  out(`Saved for a PGlite run to compare with: ${SAVED}`);
}

/** Prints each call of this PGlite run against the saved PostgreSQL run; true when none is more than 2× worse. */
export function compareWithPostgres(calls: Measured[]): boolean {
  const saved = readSaved();
  if (!saved) {
    out(`\nNo PostgreSQL run saved in ${SAVED} to compare with: run the benchmark with DATABASE_URL first.`);
    return false;
  }
  out(
    `\nAgainst the PostgreSQL run of ${saved.savedAt} (${saved.users.toLocaleString("en-US")} users; target: no worse than ${MAX_TIMES_WORSE}×):`,
  );
  let isMet = true;
  for (const call of calls) {
    const server = saved.calls.find((m) => key(m) === key(call) && m.kind === call.kind);
    if (!server) continue;
    // How many times worse PGlite is: a lower ratio to bare, or a longer latency.
    const worse = call.kind === "ratio" ? server.value / call.value : call.value / server.value;
    const isWithin = worse <= MAX_TIMES_WORSE;
    if (!isWithin) isMet = false;
    const shown = (m: Measured) =>
      m.kind === "ratio" ? `${m.value.toFixed(2)} × bare` : `${m.kind} ${m.value.toFixed(1)} ms`;
    out(
      `  ${call.label.padEnd(42)}${String(call.connections).padStart(4)}  PGlite ${shown(call).padEnd(16)} PostgreSQL ${shown(server).padEnd(16)} ${worse.toFixed(2)}× ${isWithin ? "met" : "NOT MET"}`,
    );
  }
  return isMet;
}

function readSaved(): Saved | null {
  return existsSync(SAVED) ? (JSON.parse(readFileSync(SAVED, "utf8")) as Saved) : null;
}
