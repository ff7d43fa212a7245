import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
const [url, outFile] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", port: 47911, chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-background-networking"] });
try {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance","accessibility","best-practices","seo"] });
  writeFileSync(outFile, r.report);
  const lhr = r.lhr;
  for (const [k,c] of Object.entries(lhr.categories)) console.log(k, c.score);
  for (const c of Object.values(lhr.categories)) for (const ref of c.auditRefs) { const a = lhr.audits[ref.id]; if (a.score !== null && a.score < 0.9 && ref.weight > 0) console.log(" ", c.id, a.id, a.score, a.displayValue ?? ""); }
  const ls = lhr.audits["layout-shifts"]; if (ls?.details?.items) for (const i of ls.details.items) console.log("shift", i.score, i.node?.snippet?.slice(0,150));
  const lcp = lhr.audits["largest-contentful-paint-element"]; console.log("lcp el", JSON.stringify(lcp?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? lcp?.details).slice(0,300));
} finally { await chrome.kill(); }
