// The processes a benchmark times: started on a free port, waited for, measured, signed in to.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

let startedCount = 0;

export async function start(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  // BENCH_PORT: fixed ports instead of free ones the system picks (the first process started gets
  // BENCH_PORT, the next one BENCH_PORT + 1, …).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + startedCount++ : await freePort();
  // BENCH_PROFILE=dir writes a CPU profile of the server under test there when it stops.
  const profile =
    process.env.BENCH_PROFILE && /server\.[jt]s$/.test(script)
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
  // BENCH_SERVER_CPU=n runs it on that core alone, through taskset.
  const pin = process.env.BENCH_SERVER_CPU ? ["taskset", "-c", process.env.BENCH_SERVER_CPU] : [];
  // TypeScript runs through tsx; the server's bundle with the flags `npm start` gives node.
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : startNodeFlags();
  const [command = process.execPath, ...args] = [...pin, process.execPath, ...profile, ...loader, script];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A first start on an empty data folder (initdb, the migrations) takes minutes on a loaded machine.
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ready = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ready) return { child, url };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGTERM");
  throw new Error(`${script} did not start`);
}

/**
 * The server the benches start: the bundle `npm start` runs (built here, as `npm start` does), or
 * with BENCH_SERVER=src the TypeScript sources through tsx.
 */
export function serverScript(): string {
  if (process.env.BENCH_SERVER === "src") return "apps/server/src/server.ts";
  const built = spawnSync(process.execPath, ["apps/server/scripts/build.mjs"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error("the server's bundle did not build");
  return SERVER_BUNDLE;
}

const SERVER_BUNDLE = "apps/server/dist/server.js";

/** The node flags of package.json's `start` script (`node --expose-gc … apps/server/dist/server.js`). */
function startNodeFlags(): string[] {
  const scripts = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<string, string>;
  const flags = new RegExp(`\\bnode ((?:--\\S+ )*)${SERVER_BUNDLE}`).exec(scripts.start ?? "")?.[1];
  if (flags === undefined) throw new Error(`package.json's start script does not run node on ${SERVER_BUNDLE}`);
  return flags.split(" ").filter(Boolean);
}

function procStatus(child: ChildProcess, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** The process's resident memory now, threads included, in MiB. */
export function rssMiB(child: ChildProcess): number {
  return procStatus(child, "VmRSS");
}

/** The most the process's resident memory has been since it started (its high-water mark), in MiB. */
export function peakRssMiB(child: ChildProcess): number {
  return procStatus(child, "VmHWM");
}

/** The process's CPU time so far (user and system, its threads included), in ms. */
function cpuMs(child: ChildProcess): number {
  const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Waits until a started server is at rest: under a fifth of a core over a second (its job queue's
 * polling stays under that), or 60 s at most.
 */
export async function settled(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  let before = cpuMs(child);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuMs(child);
    if (now - before < 200) return;
    before = now;
  }
}

/** Stops a started process and waits for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export async function signIn(url: string, username: string, password: string, code?: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, code }),
  });
  const body = (await res.json()) as { token?: string; error?: string };
  if (!body.token) throw new Error(`sign-in of ${username} failed: ${res.status} ${body.error}`);
  return body.token;
}
