// Starts every test server of the browser suite at once, and stops them with the run.
//
// Playwright starts its `webServer` entries one after another, each waiting for the one before to
// answer; three servers per worker then cost three starts end to end. Here the migrations run once
// (`npm run admin -- create`, from the bundle `npm run build` makes, on an empty folder: initdb,
// every migration and the operator's second admin), every server's data folder is a copy of that one, and the servers start side by side.
// Playwright runs this as its one web server and waits for the line READY, which comes once each
// worker's main server answers: the chain and treasury servers, which three specs use, start with
// them at a lower CPU priority and may still be starting while the first tests run; those specs
// wait for their server (helpers.ts, serverReady). At the end Playwright kills the process group,
// servers included. If the runner itself dies, this process's stdin (a pipe from the runner) closes
// and it stops the servers itself.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { setPriority } from "node:os";
import path from "node:path";
import { E2E_WORKERS, SECOND_ADMIN, serverEnv, slotServers } from "./env.ts";

const READY = "e2e servers ready";
const SERVER_BUNDLE = "apps/server/dist/server.js";
const ADMIN_BUNDLE = "apps/server/dist/admin.js";

const root = path.resolve(import.meta.dirname, "..");
const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => slotServers(slot));
type Server = { port: number; dataDir: string; chainWatch: "off" | "simulated" };
const mainServers: Server[] = slots.map((s) => ({ port: s.port, dataDir: s.dataDir, chainWatch: "off" }));
const laterServers: Server[] = [
  ...slots.map((s): Server => ({ port: s.chainPort, dataDir: s.chainDataDir, chainWatch: "simulated" })),
  // One for the run (e2e/env.ts).
  { port: slotServers(0).treasuryPort, dataDir: slotServers(0).treasuryDataDir, chainWatch: "simulated" },
];
const servers = [...mainServers, ...laterServers];
const template = `${slotServers(0).dataDir}-template`;
const children = new Set<ChildProcess>();

function stop(code: number): never {
  for (const child of children) child.kill("SIGKILL");
  process.exit(code);
}
process.stdin.on("end", () => stop(0));
process.stdin.resume();
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
  process.on(signal, () => {
    process.stderr.write(`e2e servers: stopped by ${signal}\n`);
    stop(0);
  });
}

/**
 * Runs one of the server's bundles, with `npm start`'s --expose-gc. `nice`: started at that lower
 * CPU priority (every thread the process makes inherits it).
 */
function run(script: string, args: string[], env: Record<string, string>, label: string, nice = 0): ChildProcess {
  const node = ["--expose-gc", script, ...args];
  const [command, commandArgs] = nice
    ? ["nice", ["-n", String(nice), process.execPath, ...node]]
    : [process.execPath, node];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk}`));
  child.on("exit", (code, signal) => {
    // A server that ends before the run does fails every test after it: say so where the run's log shows it.
    if (children.has(child) && label.startsWith("server"))
      process.stderr.write(`e2e servers: ${label} ended (${signal ?? `exit code ${code}`})\n`);
    children.delete(child);
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const portInUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

async function ready(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server on port ${port} ended`);
    const answer = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every thread of a process back at the normal CPU priority (allowed to root; otherwise left as it is). */
function renice(pid: number | undefined): void {
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) setPriority(Number(task), 0);
  } catch {}
}

/**
 * Starts a group of servers and resolves when every one answers. `nice`: they start at a lower CPU
 * priority, so that the tests already running are not slowed by them, and are put back once ready.
 */
const start = (group: Server[], nice = 0) =>
  Promise.all(
    group.map(async (s) => {
      const child = run(SERVER_BUNDLE, [], serverEnv(s.port, s.dataDir, s.chainWatch), `server ${s.port}`, nice);
      await ready(s.port, child);
      if (nice) renice(child.pid);
    }),
  );

const startedAt = Date.now();
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
try {
  for (const { port } of servers) {
    if (await portInUse(port)) throw new Error(`port ${port} is in use: stop what runs there or set another E2E_PORT`);
  }
  // The servers run from the bundle `npm start` runs (`npm run build` makes it with the web app).
  for (const bundle of [SERVER_BUNDLE, ADMIN_BUNDLE]) {
    if (!existsSync(path.join(root, bundle))) throw new Error(`${bundle} is missing: run npm run build first`);
  }
  for (const dir of [template, ...servers.map((s) => s.dataDir)]) rmSync(dir, { recursive: true, force: true });
  const admin = SECOND_ADMIN;
  const create = run(
    ADMIN_BUNDLE,
    [
      ...["create", "--email", admin.email, "--username", admin.username, "--password", admin.password],
      ...["--first", "Second", "--last", "Admin"],
    ],
    { DATA_DIR: template },
    "admin create",
  );
  if ((await exited(create)) !== 0) throw new Error("npm run admin -- create failed");
  const migrated = seconds();
  // The copies share the template's encryption key and token secret, which its data was made with.
  for (const { dataDir } of servers) cpSync(template, dataDir, { recursive: true });
  // All at once, the later ones at a lower priority: they take what the main servers' start, then
  // the tests, leave of the CPU. A server of theirs that does not start fails only the specs that
  // wait for it.
  void start(laterServers, 5).then(
    () =>
      process.stderr.write(`e2e servers: ${laterServers.length} chain and treasury servers ready in ${seconds()}\n`),
    (error: Error) => process.stderr.write(`e2e servers: ${error.message}\n`),
  );
  await start(mainServers);
  process.stderr.write(
    `e2e servers: data folder migrated in ${migrated}, ${mainServers.length} main servers ready in ${seconds()}\n`,
  );
  process.stdout.write(`${READY}\n`);
} catch (error) {
  process.stderr.write(`e2e servers: ${(error as Error).message}\n`);
  stop(1);
}
