// Lists the slowest test files of a Vitest run from its JSON report, slowest first:
//   npx vitest run --reporter=default --reporter=json --outputFile=.tmp/vitest.json
//   node scripts/slowest-tests.mjs [.tmp/vitest.json] [how many, 20 by default]
// A file's time is from its first test's start to its last test's end as the report gives them,
// so it includes the file's own setup (its app, its database) but not the worker's imports.
import { readFileSync } from "node:fs";
import path from "node:path";

const [report = ".tmp/vitest.json", count = "20"] = process.argv.slice(2);
const { testResults, startTime } = JSON.parse(readFileSync(report, "utf8"));

const files = testResults
  .map((file) => ({
    file: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
    slowest: Math.max(0, ...file.assertionResults.map((t) => t.duration ?? 0)) / 1000,
  }))
  .sort((a, b) => b.seconds - a.seconds);

const total = files.reduce((sum, f) => sum + f.seconds, 0);
const wall = (Math.max(...testResults.map((f) => f.endTime)) - startTime) / 1000;
console.log(`${files.length} files, ${total.toFixed(0)} s summed over files, ${wall.toFixed(0)} s from start to end`);
console.log("seconds  tests  slowest test (s)  file");
for (const f of files.slice(0, Number(count))) {
  console.log(
    `${f.seconds.toFixed(1).padStart(7)}  ${String(f.tests).padStart(5)}  ${f.slowest.toFixed(1).padStart(16)}  ${f.file}`,
  );
}
