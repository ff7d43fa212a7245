// Runs the browser tests in Debian's Chromium. Without Chromium: one clear line and a skip,
// except under CI=true, where a missing browser is a failure.
//
// Debian's headless shell (apt-get install -y chromium-headless-shell: the same Chromium built for
// headless use only) is taken when it is there: it draws pages without the full browser's display
// pipeline and took well under half the CPU of `chromium --headless` for the same page loads
// (docs/performance-log.md, 2026-11-29, afternoon). CHROMIUM_PATH picks a browser explicitly.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const SHELL = "/usr/bin/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH || (existsSync(SHELL) ? SHELL : "/usr/bin/chromium");
if (!existsSync(chromium)) {
  const line = `Browser tests need Chromium at ${chromium} (install: apt-get install -y chromium-headless-shell, or chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI === "true") {
    console.error(`FAIL: ${line}`);
    process.exit(1);
  }
  console.log(`SKIPPED end-to-end tests: ${line}`);
  process.exit(0);
}
const result = spawnSync("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
