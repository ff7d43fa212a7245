import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const SERVER_DIR = path.resolve(import.meta.dirname, "../..");

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `vaultline-shape-${prefix}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A database of our own on the server in `serverUrl`; `drop` removes it whatever is connected. */
export async function createDatabase(serverUrl: string) {
  const name = `vaultline_shape_${randomBytes(6).toString("hex")}`;
  const run = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** Cuts every connection to this database only: other test files share the server. */
    terminateConnections: async (): Promise<number> => {
      const result = await run(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
      return result.rowCount ?? 0;
    },
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

/** One `node server.ts` process; keeps the tail of its output for failure reports. */
export class AppProcess {
  child: ChildProcess | undefined;
  readonly exits: Exit[] = [];
  readonly output: string[] = [];
  readonly url: string;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get isRunning(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  start(): void {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(SERVER_DIR, "src/server.ts")], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...this.env, PORT: String(this.port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString().split("\n").filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - 200));
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("exit", (code, signal) => this.exits.push({ code, signal, at: Date.now() }));
    // The vitest worker may be torn down without our afterAll: never leave a server behind.
    const reap = () => child.kill("SIGKILL");
    process.once("exit", reap);
    child.once("exit", () => process.off("exit", reap));
    this.child = child;
  }

  /** Ready when /api/health answers 200 (or, if that route is gone, /api/plans does). */
  async waitReady(timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.isRunning) throw new Error(`${this.name} exited while starting:\n${this.tail()}`);
      try {
        const health = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (health.ok) return;
        if (health.status === 404) {
          const plans = await fetch(`${this.url}/api/plans`, { signal: AbortSignal.timeout(2_000) });
          if (plans.ok) return;
        }
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`${this.name} did not become ready in ${timeoutMs} ms:\n${this.tail()}`);
  }

  async kill(signal: NodeJS.Signals = "SIGKILL", graceMs = 10_000): Promise<void> {
    const child = this.child;
    if (!child || !this.isRunning) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  }

  tail(lines = 30): string {
    return this.output.slice(-lines).join("\n");
  }
}
