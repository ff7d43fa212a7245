import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./env.ts";
import { signupViaApi } from "./helpers.ts";

// Passkeys belong to the site PUBLIC_URL names (localhost here): the browser is opened there.
const SITE = `http://localhost:${E2E_PORT}`;

test("add a passkey on /security, sign out, and sign in with it without a password", async ({ page, request }) => {
  const account = await signupViaApi(request);
  // Chromium's virtual authenticator: a platform passkey store that verifies the member at once.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${SITE}/login`);
  await page.getByLabel("Username or e-mail").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${SITE}/security`);
  await page.getByLabel("Name for a new passkey").fill("My laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added. You can now sign in with it.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Passkeys" }).getByText("My laptop")).toBeVisible();
  // The passkey lives on the device (discoverable), not on the server: the server keeps its public key.
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`${SITE}/login`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("status").filter({ hasText: `welcome back, ${account.username}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `@${account.username}` })).toBeVisible();
});
