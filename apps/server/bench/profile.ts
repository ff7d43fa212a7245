// BENCH_PROFILE=dir: the server under test runs with --cpu-prof (server-process.ts); once it has
// stopped, each timed call's share of its profiles is read back and its top self-time functions
// printed. V8's profile timestamps and process.hrtime are the same monotonic clock (microseconds),
// so a call's window in this process selects its samples in the server's.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { out } from "./database.ts";

type Frame = { functionName: string; url: string; lineNumber: number };
type CpuProfile = {
  nodes: { id: number; callFrame: Frame }[];
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

/** Self time per function within the windows, in samples, largest first. */
function selfTimes(profile: CpuProfile, windows: ProfileWindow[]): { total: number; top: [string, number][] } {
  const frameOf = new Map(profile.nodes.map((node) => [node.id, where(node.callFrame)]));
  const counts = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (!windows.some((w) => at >= w.startUs && at <= w.endUs)) continue;
    const name = frameOf.get(profile.samples[i] ?? -1) ?? "?";
    counts.set(name, (counts.get(name) ?? 0) + 1);
    total++;
  }
  return { total, top: [...counts].sort((a, b) => b[1] - a[1]).slice(0, TOP) };
}

/**
 * Prints, for each call, the top self-time functions of each thread of the server process `pid`
 * (its main thread, and the PGlite thread on the embedded database) with their share of the samples
 * taken while the call was timed, its rounds together ("(idle)" is time the thread waited).
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
  out(`\nTop self time per call (CPU profiles in ${dir}, process ${pid}):`);
  const byLabel = new Map<string, ProfileWindow[]>();
  for (const w of windows) byLabel.set(w.label, [...(byLabel.get(w.label) ?? []), w]);
  for (const [label, ofCall] of byLabel) {
    out(`\n${label}`);
    for (const { thread, profile } of profiles) {
      const { total, top } = selfTimes(profile, ofCall);
      if (total === 0) continue;
      out(`  ${thread} (${total.toLocaleString("en-US")} samples)`);
      for (const [name, count] of top) out(`    ${((100 * count) / total).toFixed(1).padStart(5)} %  ${name}`);
    }
  }
}
