// The processes a benchmark times: started on a free port, waited for, measured, signed in to.
import { type ChildProcess, spawn } from "node:child_process";
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

export async function start(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  // BENCH_PROFILE=dir writes a CPU profile of the server under test there when it stops.
  const profile =
    process.env.BENCH_PROFILE && script.endsWith("server.ts")
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
  // BENCH_SERVER_CPU=n runs it on that core alone, through taskset.
  const pin = process.env.BENCH_SERVER_CPU ? ["taskset", "-c", process.env.BENCH_SERVER_CPU] : [];
  const [command = process.execPath, ...args] = [...pin, process.execPath, ...profile, "--import", "tsx", script];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ready = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ready) return { child, url };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${script} did not start`);
}

export function rssMiB(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
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
