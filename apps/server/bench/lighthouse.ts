// Lighthouse (mobile, its default throttling) on the built web app served by the real server, in
// Debian's Chromium: performance and accessibility of every public page against the targets
// (BENCH_LIGHTHOUSE_PAGES narrows the list; `/plans/first` stands for the first plan's record).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serverScript, start } from "./server-process.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PUBLIC_PAGES = [
  "/",
  "/plans/first",
  "/education",
  "/faqs",
  "/reviews",
  "/transparency",
  "/about",
  "/legal/terms",
  "/legal/privacy",
  "/legal/risk",
  "/login",
  "/register",
];
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",") ?? PUBLIC_PAGES;
const TARGETS = { performance: 98, accessibility: 100 };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const out = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type Row = {
  page: string;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  cls: number;
};

/** Runs Lighthouse on each page; true when every page meets the targets. */
export async function benchLighthouse(): Promise<boolean> {
  if (!existsSync(path.join(ROOT, "apps/web/dist/index.html"))) {
    out("Lighthouse: no web build; run `npm run build` first.");
    return false;
  }
  if (!existsSync(CHROMIUM)) {
    out(`Lighthouse: Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH).`);
    return false;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-lighthouse-"));
  let server: Awaited<ReturnType<typeof start>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await start(serverScript(), { DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    const base = server.url;
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    // The server's start-up work (migrations, seeding, job workers) settles before anything is measured.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const plans = (await (await fetch(`${base}/api/plans`)).json()) as { data: { id: string }[] };
    const firstPlan = plans.data[0]?.id;
    const rows: Row[] = [];
    for (const page of PAGES.map((p) => (p === "/plans/first" ? `/plans/${firstPlan}` : p))) {
      const runs: Row[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits } = result.lhr;
        runs.push({
          page,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          fcp: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
          lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          tti: audits.interactive?.numericValue ?? Number.NaN,
          tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        });
      }
      // The run with the median performance score, as Lighthouse's own guidance on variability suggests.
      runs.sort((a, b) => a.performance - b.performance);
      rows.push(runs[Math.floor(runs.length / 2)] as Row);
    }
    out(`\nLighthouse, mobile (default throttling), Chromium headless, median of ${RUNS} runs per page`);
    out("| Page | Performance | Accessibility | FCP | LCP | TBT | Interactive | CLS |");
    out("|---|---|---|---|---|---|---|---|");
    for (const r of rows) {
      out(
        `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${seconds(r.tti)} | ${r.cls.toFixed(3)} |`,
      );
    }
    const misses = rows.flatMap((r) => [
      ...(r.performance < TARGETS.performance
        ? [`${r.page}: performance ${r.performance} < ${TARGETS.performance}`]
        : []),
      ...(r.accessibility < TARGETS.accessibility
        ? [`${r.page}: accessibility ${r.accessibility} < ${TARGETS.accessibility}`]
        : []),
    ]);
    out(misses.length === 0 ? "Targets met." : `Below target:\n  ${misses.join("\n  ")}`);
    return misses.length === 0;
  } finally {
    await chrome?.kill();
    const child = server?.child;
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
