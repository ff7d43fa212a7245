import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { ADMIN, E2E_DATA_DIR } from "./env.ts";

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
  options: { isEmailConfirmed?: boolean } = {},
): Promise<Account> {
  const res = await request.post("/api/signup", { data: { ...account, confirmPassword: account.password } });
  expect(res.status()).toBe(201);
  if (options.isEmailConfirmed !== false) await confirmEmailViaLink(request, account.email);
  return account;
}

/** The token of the e-mail link (/confirm-email/…) in a mail. */
export function emailLinkToken(mail: string): string {
  const token = mail.match(/\/confirm-email\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no e-mail link in the mail");
  return token;
}

/** Opens the newest e-mail link sent to `email`, as the member's click on it would. */
export async function confirmEmailViaLink(request: APIRequestContext, email: string): Promise<void> {
  const token = emailLinkToken(await latestMailTo(email, "/confirm-email/"));
  const res = await request.post("/api/email/confirm", { data: { token } });
  expect(res.status()).toBe(200);
}

export async function apiToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post("/api/login", { data: { username, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

/** Logs in through the login screen and waits for the welcome banner. */
export async function loginViaUi(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status").filter({ hasText: "welcome back" })).toBeVisible();
}

/**
 * The newest mail to `to` (containing `including`, when given), with quoted-printable soft breaks
 * joined. Mail is sent by background jobs, in no guaranteed order, so this waits up to 15 s for it.
 */
export async function latestMailTo(to: string, including = ""): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, "mail");
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = existsSync(dir)
      ? readdirSync(dir)
          .sort()
          .reverse()
          .map((f) => readFileSync(path.join(dir, f), "utf8").replace(/=\r?\n/g, ""))
      : [];
    const mail = mails.find((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`) && m.includes(including));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
