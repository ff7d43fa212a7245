import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, E2E_DATA_DIR, E2E_PORT, SECOND_ADMIN } from "./env.ts";
import { enrolTwoFactorViaApi, freshCode } from "./two-factor.ts";

export { ADMIN };

export type Account = { username: string; email: string; password: string; firstname: string; lastname: string };

export function newAccount(): Account {
  const id = randomBytes(4).toString("hex");
  return {
    username: `user_${id}`,
    email: `user-${id}@e2e.test`,
    password: `pw-${id}-secret`,
    firstname: "Grace",
    lastname: `Hopper${id}`,
  };
}

/**
 * Creates an account through the API (fast set-up for specs that are not about sign-up) and confirms
 * its e-mail address through the real link the server mailed (`isEmailConfirmed: false` skips that).
 */
export async function signupViaApi(
  request: APIRequestContext,
  account = newAccount(),
  options: { isEmailConfirmed?: boolean; dataDir?: string } = {},
): Promise<Account> {
  const data = { ...account, confirmPassword: account.password, acceptTerms: true };
  const res = await request.post("/api/signup", { data });
  expect(res.status()).toBe(201);
  if (options.isEmailConfirmed !== false) await confirmEmailViaLink(request, account.email, options.dataDir);
  return account;
}

/** The token of the e-mail link (/confirm-email/…) in a mail. */
export function emailLinkToken(mail: string): string {
  const token = mail.match(/\/confirm-email\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no e-mail link in the mail");
  return token;
}

/** Opens the newest e-mail link sent to `email`, as the member's click on it would. */
export async function confirmEmailViaLink(
  request: APIRequestContext,
  email: string,
  dataDir = E2E_DATA_DIR,
): Promise<void> {
  const token = emailLinkToken(await latestMailTo(email, "/confirm-email/", dataDir));
  const res = await request.post("/api/email/confirm", { data: { token } });
  expect(res.status()).toBe(200);
}

/**
 * Waits until the server at `origin` answers `/api/ready`, three times in a row within 500 ms each:
 * just after its start a server still reads its leaked-password list and collects the start's
 * garbage, and on a loaded machine the first test on a just-started chain server missed a 10 s wait
 * where the next one passed (docs/performance-log.md, 2026-11-29, afternoon). The chain and
 * treasury servers may still be starting when the first tests run (e2e/servers.ts), so the specs
 * on them wait for it first; on a loaded machine a start has taken minutes.
 */
export async function serverReady(origin: string): Promise<void> {
  const deadline = Date.now() + 600_000;
  for (let prompt = 0; prompt < 3; ) {
    const asked = Date.now();
    const answer = await fetch(`${origin}/api/ready`).catch(() => null);
    prompt = answer?.ok && Date.now() - asked < 500 ? prompt + 1 : 0;
    if (Date.now() > deadline) throw new Error(`the test server at ${origin} did not start (see the run's log)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** For a spec on one of the servers that start later: waits for it before the spec's first test. */
export function waitForServerBeforeAll(origin: string): void {
  test.beforeAll(async () => {
    test.setTimeout(610_000);
    await serverReady(origin);
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const MAIN_SERVER = `http://127.0.0.1:${E2E_PORT}`;

/** The name e2e/two-factor.ts keeps a server's used code steps under: "" for the worker's main server. */
const serverKey = (origin: string) => (origin === MAIN_SERVER ? "" : origin);

/** The server a request context talks to (its origin), asked of the context with a static file. */
async function serverOf(request: APIRequestContext): Promise<string> {
  return new URL((await request.get("/robots.txt")).url()).origin;
}

/**
 * The bootstrap admin's API token per server, kept for the worker: every admin sign-in costs a fresh
 * code. The main server's is kept in the run's data folder as well as in memory: a worker restarted
 * after a failed test picks it up instead of signing in again, which could need a code the server has
 * already seen (an earlier spec may have used the admin's codes on a moved test clock).
 */
const ADMIN_TOKEN_FILE = path.join(E2E_DATA_DIR, "admin-token.txt");
const adminTokens = new Map<string, string>(
  existsSync(ADMIN_TOKEN_FILE) ? [[MAIN_SERVER, readFileSync(ADMIN_TOKEN_FILE, "utf8")]] : [],
);
const secretOf = (username: string) => (username === ADMIN.username ? ADMIN.totpSecret : undefined);

/**
 * Signs in through the API. An account with two-factor (the bootstrap admin, or pass `totpSecret`)
 * sends a fresh code of the server the request goes to. The admin's token on that server is reused
 * while its session lasts.
 */
export async function apiToken(
  request: APIRequestContext,
  username: string,
  password: string,
  totpSecret = secretOf(username),
): Promise<string> {
  const isAdmin = username === ADMIN.username;
  const server = totpSecret ? await serverOf(request) : MAIN_SERVER;
  const kept = isAdmin ? adminTokens.get(server) : undefined;
  if (kept && (await request.get("/api/user", { headers: bearer(kept) })).ok()) return kept;
  for (let attempt = 1; ; attempt++) {
    const code = totpSecret ? await freshCode(totpSecret, 0, serverKey(server)) : undefined;
    const res = await request.post("/api/login", { data: { username, password, ...(code ? { code } : {}) } });
    // A code already used (by a worker before a restart): the next one is fresh.
    if (res.status() === 401 && code && attempt < 3) continue;
    expect(res.status()).toBe(200);
    const token: string = (await res.json()).token;
    if (isAdmin) {
      adminTokens.set(server, token);
      if (server === MAIN_SERVER) writeFileSync(ADMIN_TOKEN_FILE, token);
    }
    return token;
  }
}

/**
 * Signs the bootstrap admin in again (a fresh code) and keeps that session as the worker's admin
 * token on that server. A spec that signs the admin in on a moved clock calls this first: the server
 * then refuses every code of an earlier step for that admin (for as long as the clock was moved), so
 * the approvals after it must not need a step-up code, which a session whose second factor is older
 * than 5 minutes would (docs/security.md).
 */
export async function renewAdminToken(request: APIRequestContext): Promise<string> {
  adminTokens.delete(await serverOf(request));
  return apiToken(request, ADMIN.username, ADMIN.password);
}

const SECOND_ADMIN_SECRET_FILE = path.join(E2E_DATA_DIR, "second-admin-totp.txt");

/**
 * The operator's second admin (e2e/env.ts) with its two-factor on: enrolled by the first spec that
 * asks, its secret kept in the run's data folder for the specs after it (and a restarted worker).
 */
export async function secondAdmin(request: APIRequestContext) {
  if (!existsSync(SECOND_ADMIN_SECRET_FILE)) {
    const token = await apiToken(request, SECOND_ADMIN.username, SECOND_ADMIN.password);
    writeFileSync(SECOND_ADMIN_SECRET_FILE, await enrolTwoFactorViaApi(request, token));
  }
  const secret = readFileSync(SECOND_ADMIN_SECRET_FILE, "utf8");
  return { ...SECOND_ADMIN, secret };
}

/**
 * Signs in through the API and leaves the browser as the login screen would: the session's token and
 * admin flag in the app's storage, the device cookie the server sets in the browser's cookie jar (the
 * request goes out with the page's cookies and user agent). Then opens `path`, if given; without it
 * the page stays on a static file of the site. For specs whose subject is not signing in: the login
 * screen has its own tests (auth.spec.ts, security.spec.ts, admin-daily.spec.ts), and going through
 * it costs a test the login page, its hydration and a dashboard before the page the test is about.
 */
export async function signInViaApi(
  page: Page,
  account: { username: string; password: string },
  path?: string,
): Promise<string> {
  const res = await page.request.post("/api/login", {
    data: { username: account.username, password: account.password },
  });
  expect(res.status()).toBe(200);
  const { token, data } = (await res.json()) as { token: string; data: { isAdmin: boolean } };
  // Storage belongs to the site's origin: any page of it gives it; a static file costs the least.
  await page.goto("/robots.txt");
  await page.evaluate(
    ([value, isAdmin]) => {
      localStorage.setItem("vaultline.token", value);
      localStorage.setItem("vaultline.isAdmin", isAdmin);
    },
    [token, String(data.isAdmin)] as const,
  );
  if (path) await page.goto(path);
  return token;
}

/**
 * Logs in through the login screen and waits until the screen has moved on (the session is stored
 * before it does). It does not wait for the welcome banner: that shows for 3 s, which a browser
 * starved of CPU can miss (auth.spec checks the banner). With two-factor (the bootstrap admin, or
 * pass `totpSecret`) it fills the code field the screen shows after the password.
 */
export async function loginViaUi(
  page: Page,
  username: string,
  password: string,
  totpSecret = secretOf(username),
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel("Password").fill(password);
  const submit = page.getByRole("button", { name: "Log in" });
  await submit.click();
  if (totpSecret) {
    const field = page.getByLabel("Authentication code");
    const server = serverKey(new URL(page.url()).origin);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await field.fill(await freshCode(totpSecret, 0, server));
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/login") && r.request().method() === "POST"),
        submit.click(),
      ]);
      // Refused: a code already used (by a worker before a restart); the next one is fresh.
      if (answer.ok()) break;
    }
  }
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * The newest mail to `to` (containing `including`, when given), with quoted-printable soft breaks
 * joined. Mail is sent by background jobs, in no guaranteed order, so this waits up to 15 s for it.
 */
export async function latestMailTo(to: string, including = "", dataDir = E2E_DATA_DIR): Promise<string> {
  const dir = path.join(dataDir, "mail");
  const deadline = Date.now() + 15_000;
  const addressed = `to: ${to.toLowerCase()}`;
  for (;;) {
    // Newest first (the files are named by the time they were written), read only until one matches:
    // a server's folder holds every mail of the run.
    const names = existsSync(dir) ? readdirSync(dir).sort().reverse() : [];
    for (const name of names) {
      const mail = readFileSync(path.join(dir, name), "utf8").replace(/=\r?\n/g, "");
      if (mail.toLowerCase().includes(addressed) && mail.includes(including)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * axe's serious and critical WCAG 2.1 AA findings on the page as it settles: running transitions
 * finish first (a button fading back from its disabled colours would be measured half-way).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A function, not a string: the page's CSP refuses eval. The e2e project has no DOM types.
  type Animated = { document: { getAnimations(): { playState: string }[] } };
  await page.waitForFunction(() =>
    (globalThis as unknown as Animated).document.getAnimations().every((a) => a.playState !== "running"),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * An admin money decision's dialog (crediting an exception, approving a withdrawal or an
 * adjustment, recording a payout): it states the amount and the member, then `confirm` is pressed,
 * and the code of `totpSecret` is given when the dialog asks for it (step-up).
 */
export async function confirmMoneyDecision(
  page: Page,
  confirm: string,
  facts: { amount: string | RegExp; member: string },
  totpSecret = ADMIN.totpSecret,
): Promise<void> {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("confirm-amount")).toHaveText(facts.amount);
  await expect(dialog.getByTestId("confirm-member")).toContainText(facts.member);
  await dialog.getByRole("button", { name: confirm, exact: true }).click();
  // A session whose second factor is older than 5 minutes is asked for a code in the dialog.
  const code = dialog.getByLabel("Code from your authenticator app");
  const outcome = await Promise.race([
    dialog.waitFor({ state: "detached" }).then(
      () => "done" as const,
      () => "done" as const,
    ),
    code.waitFor({ state: "visible" }).then(
      () => "asked" as const,
      () => "done" as const,
    ),
  ]);
  if (outcome === "asked") {
    await code.fill(await freshCode(totpSecret));
    await dialog.getByRole("button", { name: /^Confirm code/ }).click();
  }
}
