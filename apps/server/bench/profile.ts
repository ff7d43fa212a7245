// BENCH_PROFILE=dir: the server under test runs with --cpu-prof (server-process.ts); once it has
// stopped, each timed call's share of its profiles is read back and its top self-time functions
// printed. V8's profile timestamps and process.hrtime are the same monotonic clock (microseconds),
// so a call's window in this process selects its samples in the server's.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { out } from "./database.ts";

type Frame = { functionName: string; url: string; lineNumber: number };
type CpuProfile = {
  nodes: { id: number; callFrame: Frame; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

export type ProfileWindow = { label: string; startUs: number; endUs: number };

/** The profile's directory, when BENCH_PROFILE asks for one. */
export function profileDir(): string | undefined {
  return process.env.BENCH_PROFILE || undefined;
}

export function nowUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/** Records the window of each timed call while profiling (a no-op otherwise). */
export async function inWindow<T>(windows: ProfileWindow[], label: string, run: () => Promise<T>): Promise<T> {
  const startUs = nowUs();
  try {
    return await run();
  } finally {
    windows.push({ label, startUs, endUs: nowUs() });
  }
}

const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 12);

function where(frame: Frame): string {
  const file = frame.url ? path.basename(frame.url.replace(/^file:\/\//, "")) : "";
  const name = frame.functionName || "(anonymous)";
  return file ? `${name} ${file}:${frame.lineNumber + 1}` : name;
}

type Times = { total: number; top: [string, number][]; inclusive: [string, number][] };

/**
 * Per function within the windows, in samples, largest first: self time (the sample's own frame),
 * and total time (the samples with the function anywhere on the stack) for the server's own code
 * and Fastify's, where a hook's whole cost shows (its callees included).
 */
function times(profile: CpuProfile, windows: ProfileWindow[]): Times {
  const frameOf = new Map(profile.nodes.map((node) => [node.id, where(node.callFrame)]));
  const ownCode = new Map(profile.nodes.map((node) => [node.id, isOwnCode(node.callFrame)]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const counts = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (!windows.some((w) => at >= w.startUs && at <= w.endUs)) continue;
    const sample = profile.samples[i] ?? -1;
    const name = frameOf.get(sample) ?? "?";
    counts.set(name, (counts.get(name) ?? 0) + 1);
    total++;
    const onStack = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
      if (ownCode.get(id)) onStack.add(frameOf.get(id) ?? "?");
    }
    for (const frame of onStack) inclusive.set(frame, (inclusive.get(frame) ?? 0) + 1);
  }
  const largest = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return { total, top: largest(counts), inclusive: largest(inclusive) };
}

/** The server's bundle and Fastify's own files (not Node's internals, which a request always passes). */
function isOwnCode(frame: Frame): boolean {
  return /\/apps\/server\/(dist|src)\/|\/node_modules\/(fastify|pino|prom-client)\//.test(frame.url);
}

/**
 * Prints, for each call, the top self-time functions of each thread of the server process `pid`
 * (its main thread, and the PGlite thread on the embedded database) with their share of the samples
 * taken while the call was timed, its rounds together ("(idle)" is time the thread waited); then the
 * main thread's top functions by total time. The windows are saved beside the profiles.
 */
export function reportProfiles(dir: string, pid: number, windows: ProfileWindow[]): void {
  const files = readdirSync(dir).filter((name) => name.endsWith(".cpuprofile") && name.includes(`.${pid}.`));
  if (files.length === 0) {
    out(`\nNo CPU profile of process ${pid} in ${dir}`);
    return;
  }
  // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main one.
  const threads = files
    .map((name) => ({ name, thread: Number(name.split(".").at(-3)) }))
    .sort((a, b) => a.thread - b.thread);
  const profiles = threads.map(({ name, thread }) => ({
    thread: thread === 0 ? "main thread" : `thread ${thread}`,
    profile: JSON.parse(readFileSync(path.join(dir, name), "utf8")) as CpuProfile,
  }));
  // The windows beside the profiles, for reading them again later.
  writeFileSync(path.join(dir, `windows.${pid}.json`), JSON.stringify(windows));
  out(`\nTop self time per call (CPU profiles in ${dir}, process ${pid}):`);
  const byLabel = new Map<string, ProfileWindow[]>();
  for (const w of windows) byLabel.set(w.label, [...(byLabel.get(w.label) ?? []), w]);
  for (const [label, ofCall] of byLabel) {
    out(`\n${label}`);
    for (const { thread, profile } of profiles) {
      const { total, top, inclusive } = times(profile, ofCall);
      if (total === 0) continue;
      const share = (count: number) => `${((100 * count) / total).toFixed(1).padStart(5)} %`;
      out(`  ${thread} (${total.toLocaleString("en-US")} samples)`);
      for (const [name, count] of top) out(`    ${share(count)}  ${name}`);
      if (thread !== "main thread" || inclusive.length === 0) continue;
      out("  main thread, total time (callees included) of the server's code, Fastify, pino and prom-client");
      for (const [name, count] of inclusive) out(`    ${share(count)}  ${name}`);
    }
  }
}
