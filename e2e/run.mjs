// Runs the browser tests in Debian's Chromium. Without Chromium: one clear line and a skip,
// except under CI=true, where a missing browser is a failure.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const line = `Browser tests need Chromium at ${chromium} (install: apt-get install -y chromium, or set CHROMIUM_PATH)`;
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
