import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-background-networking"] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
cdp.on("Audits.issueAdded", (e) => console.log("issue", JSON.stringify(e.issue).slice(0, 800)));
await cdp.send("Audits.enable");
p.on("console", (m) => console.log("console", m.type(), m.text().slice(0,300)));
for (const path of process.argv.slice(2)) { console.log("==", path); await p.goto("http://127.0.0.1:47910" + path, { waitUntil: "networkidle" }); await p.waitForTimeout(1500); }
await b.close();
