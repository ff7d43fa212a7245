import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4392";
const id = Math.random().toString(16).slice(2, 10);
const account = { username: `shot_${id}`, email: `shot-${id}@e2e.test`, password: `pw-${id}-secret`, firstname: "Grace", lastname: "Hopper" };
let res = await fetch(`${base}/api/signup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...account, confirmPassword: account.password }) });
const token = (await res.json()).token ?? (await (await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: account.username, password: account.password }) })).json()).token;
const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
await fetch(`${base}/api/course/trial`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
await fetch(`${base}/api/demo/orders`, { method: "POST", headers: auth, body: JSON.stringify({ symbol: "BTC", side: "buy", usd: 2500 }) });
await fetch(`${base}/api/demo/orders`, { method: "POST", headers: auth, body: JSON.stringify({ symbol: "ETH", side: "buy", quantity: "0.5" }) });
await fetch(`${base}/api/demo/orders`, { method: "POST", headers: auth, body: JSON.stringify({ symbol: "BTC", side: "sell", quantity: "0.01" }) });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [name, viewport] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  page.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 300)));
  page.on("pageerror", (e) => console.log("pageerror:", e.message.slice(0, 300)));
  await page.goto(base + "/faqs");
  await page.evaluate((t) => { localStorage.setItem("vaultline.token", t); localStorage.setItem("vaultline.isAdmin", "false"); }, token);
  await page.goto(base + "/education/demo");
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/vl-demo-${name}-pre.png`, fullPage: true });
  await page.getByLabel("Amount (virtual USD)").fill("1234.56");
  await page.screenshot({ path: `/tmp/vl-demo-${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
