// Lists the browser suite's spec files by the time their tests took, slowest first, from
// Playwright's JSON report (CONTRIBUTING.md, "Browser tests"):
//   PLAYWRIGHT_JSON_OUTPUT_NAME=$PWD/.tmp/e2e.json npm run test:e2e -- --reporter=list,json
// (a relative name is taken from e2e/, the config's folder)
//   node scripts/slowest-specs.mjs [.tmp/e2e.json] [how many, 30 by default]
// A file's time is the sum of its tests' runs, retries included; the servers' start is not in it.
import { readFileSync } from "node:fs";

const [report = ".tmp/e2e.json", count = "30"] = process.argv.slice(2);
const { suites, stats } = JSON.parse(readFileSync(report, "utf8"));

/** Every test of a suite and of the describe blocks in it. */
const testsOf = (suite) => [
  ...(suite.specs ?? []).flatMap((spec) => spec.tests),
  ...(suite.suites ?? []).flatMap(testsOf),
];

const files = suites
  .map((suite) => {
    const runs = testsOf(suite).flatMap((test) => test.results);
    return {
      file: suite.file,
      seconds: runs.reduce((sum, run) => sum + run.duration, 0) / 1000,
      tests: testsOf(suite).length,
      retries: runs.filter((run) => run.retry > 0).length,
      slowest: Math.max(0, ...runs.map((run) => run.duration)) / 1000,
      failed: runs.filter((run) => run.status !== "passed" && run.status !== "skipped").length,
    };
  })
  .sort((a, b) => b.seconds - a.seconds);

const total = files.reduce((sum, f) => sum + f.seconds, 0);
console.log(
  `${files.length} files, ${total.toFixed(0)} s summed over tests, ${(stats.duration / 1000).toFixed(0)} s from start to end (servers' start included)`,
);
console.log("seconds  tests  retries  failed runs  slowest test (s)  file");
for (const f of files.slice(0, Number(count))) {
  console.log(
    `${f.seconds.toFixed(1).padStart(7)}  ${String(f.tests).padStart(5)}  ${String(f.retries).padStart(7)}  ${String(f.failed).padStart(11)}  ${f.slowest.toFixed(1).padStart(16)}  ${f.file}`,
  );
}
