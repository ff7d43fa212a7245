// `npm run bench -- memory`: the embedded default's memory as a newcomer meets it. The server as
// `npm start` runs it, on an empty data folder (PGlite): its first start, then a second start on the
// folder the first one made, at rest and under load. Resident memory of the whole process, threads
// (the database's) included, from /proc: VmRSS now and VmHWM, the most it has been since it started.
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { out } from "./database.ts";
import { load } from "./load.ts";
import { peakRssMiB, rssMiB, serverScript, signIn, start, stop } from "./server-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** How long after `/api/ready` answers the server is left alone before "at rest" is read. */
const SETTLE_MS = 20_000;
const TARGETS = { idle: 300, peak: 450 };
const ADMIN = {
  email: "memory-admin@example.test",
  password: "memory-admin-password-1",
  totp: "JBSWY3DPEHPK3PXPJBSWY3DP",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (value: number) => `${value.toFixed(0)} MiB`;

async function ready(url: string): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    if ((await fetch(`${url}/api/ready`).catch(() => undefined))?.ok) return;
    await sleep(200);
  }
  throw new Error("the server did not become ready");
}

/**
 * Starts the server on the folder (kept in `children`, to be stopped), waits until it is ready and
 * has been at rest SETTLE_MS.
 */
async function startAtRest(
  script: string,
  dataDir: string,
  children: ChildProcess[],
): Promise<{ child: ChildProcess; url: string }> {
  const server = await start(script, {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_USERNAME: "memory_admin",
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET: ADMIN.totp,
  });
  children.push(server.child);
  await ready(server.url);
  await sleep(SETTLE_MS);
  return server;
}

/** Runs the memory bench; true when the second start meets both targets. */
export async function benchMemory(): Promise<boolean> {
  const script = serverScript();
  const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-memory-"));
  const children: ChildProcess[] = [];
  try {
    out(`Embedded server's memory (${script}, ${SETTLE_MS / 1000} s at rest, then ${SECONDS} s per call)`);
    const first = await startAtRest(script, dataDir, children);
    out(
      `  first start (new data folder): ${mib(rssMiB(first.child))} at rest, high-water ${mib(peakRssMiB(first.child))}`,
    );
    await stop(first.child);

    const { child, url } = await startAtRest(script, dataDir, children);
    const idle = rssMiB(child);
    const idlePeak = peakRssMiB(child);
    out(`  second start (that folder):    ${mib(idle)} at rest, high-water ${mib(idlePeak)}`);

    const code = TOTP.generate({ secret: Secret.fromBase32(ADMIN.totp) });
    const token = await signIn(url, ADMIN.email, ADMIN.password, code);
    const webDist = path.resolve(import.meta.dirname, "../../web/dist");
    const entry = existsSync(path.join(webDist, "index.html"))
      ? /src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(path.join(webDist, "index.html"), "utf8"))?.[1]
      : undefined;
    const calls: { path: string; headers?: Record<string, string> }[] = [
      { path: "/", headers: { "accept-encoding": "br" } },
      ...(entry ? [{ path: entry, headers: { "accept-encoding": "br" } }] : []),
      { path: "/education", headers: { "accept-encoding": "br" } },
      { path: "/api/health" },
      { path: "/api/plans" },
      { path: "/api/user", headers: { authorization: `Bearer ${token}` } },
      { path: "/api/stats/public" },
    ];
    for (const call of calls) {
      const result = await load(`${url}${call.path}`, { connections: 10, seconds: SECONDS, headers: call.headers });
      out(
        `  ${call.path.padEnd(40)} ${Math.round(result.rps).toString().padStart(6)} req/s  ${mib(rssMiB(child))}${result.failures ? `  (${result.failures} failed)` : ""}`,
      );
    }
    const peak = peakRssMiB(child);
    const isIdleMet = idle <= TARGETS.idle;
    const isPeakMet = peak <= TARGETS.peak;
    out(`  after the load: ${mib(rssMiB(child))}`);
    out(`  at rest ${mib(idle)} (target ≤ ${TARGETS.idle}): ${isIdleMet ? "met" : "NOT MET"}`);
    out(`  peak ${mib(peak)} (target ≤ ${TARGETS.peak}): ${isPeakMet ? "met" : "NOT MET"}`);
    return isIdleMet && isPeakMet;
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
