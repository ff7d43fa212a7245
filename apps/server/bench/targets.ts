// A bench call and its target (a ratio to bare Fastify, or a latency), how a ratio call is timed in
// turns with bare Fastify (or with bare replaying the call's own answer), and the verdict printed for it.
import type { Measured } from "./compare.ts";
import { type LoadResult, load } from "./load.ts";

export type Target = { kind: "ratio"; min: number } | { kind: "p95" | "p99"; maxMs: number };
export type Call = {
  label: string;
  path: string;
  as?: "member" | "admin";
  connections: number;
  target: Target;
  /** A latency target checked on the same timing as a ratio target (its last round), not a run of its own. */
  latency?: Target & { kind: "p95" | "p99" };
  /**
   * The bare server's path to compare with: "/" (hello-world) unless said; "answer": bare replaying
   * this call's own answer, headers and body.
   */
  bare?: string;
  headers?: Record<string, string>;
};

/** Rounds of a ratio call, each timed right after bare Fastify, so the machine's drift falls on both. */
const RATIO_ROUNDS = 3;

/**
 * A call timed in turn with bare Fastify: its req/s and bare's are the means of the rounds, its
 * latencies those of the last round.
 */
export async function besideBare(
  timeApp: () => Promise<LoadResult>,
  bareUrl: string,
  connections: number,
  seconds: number,
): Promise<{ result: LoadResult; bare: LoadResult }> {
  let appRps = 0;
  let bareRps = 0;
  let result: LoadResult | undefined;
  for (let round = 0; round < RATIO_ROUNDS; round++) {
    const bare = await load(bareUrl, { connections, seconds });
    result = await timeApp();
    bareRps += bare.rps;
    appRps += result.rps;
  }
  if (!result) throw new Error("no rounds");
  const mean = (rps: number) => rps / RATIO_ROUNDS;
  return { result: { ...result, rps: mean(appRps) }, bare: { ...result, rps: mean(bareRps) } };
}

/** The call's measure for its target: its ratio to bare Fastify, or its p95 or p99. */
export function measureOf(call: Call, result: LoadResult, bare: LoadResult): Measured {
  const { kind } = call.target;
  const value = kind === "ratio" ? result.rps / bare.rps : result[kind];
  return { label: call.label, connections: call.connections, kind, value };
}

export function verdict(
  call: Call,
  result: LoadResult,
  bare: LoadResult,
  value: number,
): { shown: string; isMet: boolean } {
  if (result.failures > 0) return { shown: `${result.failures} failed requests`, isMet: false };
  const t = call.target;
  if (t.kind === "ratio") {
    const beside = `bare ${Math.round(bare.rps).toLocaleString("en-US")} req/s`;
    return { shown: `${value.toFixed(2)} × bare (${beside}; target ≥ ${t.min})`, isMet: value >= t.min };
  }
  return { shown: `${t.kind} ${value.toFixed(1)} ms (target < ${t.maxMs})`, isMet: value < t.maxMs };
}

/** Hands bare Fastify the app's answer to `url` (headers and body) and says where bare replays it. */
export async function replayedBy(bareUrl: string, url: string, headers: Record<string, string>): Promise<string> {
  const answer = await fetch(url, { headers });
  const kept = [...answer.headers].filter(([name]) => !HOP_HEADERS.has(name));
  const name = encodeURIComponent(new URL(url).pathname);
  await fetch(`${bareUrl}/answers/${name}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ headers: Object.fromEntries(kept), body: await answer.text() }),
  });
  return `/answers/${name}`;
}

/** What each server writes of its own for every answer. */
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
