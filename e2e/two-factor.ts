import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

// The server takes each code once (a code for a step later than the last one used) and accepts one
// step of clock drift either way. So this worker remembers the last step it used per secret and takes
// the current step's code, else the next step's: two sign-ins in the same 30 s need no waiting, and
// only a third waits for the next step. Each worker has a server of its own (e2e/env.ts), so the
// memory is the worker's; after a worker restart a refused code is retried with the next one.
const PERIOD_MS = 30_000;
const lastSteps = new Map<string, number>();

/** The code for one time step, as the authenticator app shows it. */
export function codeAt(secret: string, at: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
}

/**
 * A code of `secret` that this worker has not used yet (waits for the next step when it must).
 * `offsetDays`: the server's test clock is moved by that much (PUT /api/test-clock), so is the code.
 * `server`: another server than the worker's main one (its origin).
 */
export async function freshCode(secret: string, offsetDays = 0, server = ""): Promise<string> {
  // Each server remembers its own last step: a code from a moved clock on one server (far ahead)
  // must not make this worker wait a day for a code on another.
  const key = `${server} ${secret}`;
  for (;;) {
    const now = Date.now() + offsetDays * 24 * 60 * 60 * 1000;
    const current = Math.floor(now / PERIOD_MS);
    const step = Math.max(current, (lastSteps.get(key) ?? -1) + 1);
    if (step <= current + 1) {
      lastSteps.set(key, step);
      return codeAt(secret, step * PERIOD_MS);
    }
    // More than one step ahead: a code of a clock moved forward was used here, and the server refuses
    // every earlier code until that time comes. Fail now rather than wait the test's time out.
    if (step > current + 2) {
      throw new Error(`no fresh code: this worker used one of a clock moved ahead on ${server || "its server"}`);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * PERIOD_MS - now + 100));
  }
}

/** Turns two-factor on for the token's account through the API; returns the secret (for its codes). */
export async function enrolTwoFactorViaApi(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const setup = await request.post("/api/security/two-factor/setup", { headers });
  expect(setup.status()).toBe(200);
  const secret: string = (await setup.json()).data.secret;
  const confirmed = await request.post("/api/security/two-factor/confirm", {
    headers,
    data: { code: await freshCode(secret) },
  });
  expect(confirmed.status()).toBe(200);
  return secret;
}

/** On /security: set up two-factor from the key shown for manual entry; returns the secret. */
export async function enrolOnSecurityPage(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill(await freshCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("region", { name: "Your recovery codes" });
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText(/On since/)).toBeVisible();
  return secret;
}
