import type { TPayoutCoin } from "@vaultline/shared";
import { expect } from "vitest";
import { call, createTestUser, type TestApp, type TestUser } from "../helpers.ts";
import { saveReleasedAddresses } from "./address-book.ts";
import { VALID_BTC_ADDRESS, VALID_ETH_ADDRESS } from "./crypto.ts";

/** A verified member with released addresses on both networks and `dollars` in the wallet. */
export async function fundedMember(app: TestApp, admin: TestUser, dollars: number): Promise<TestUser> {
  const u = await createTestUser(app, { isVerified: true });
  await saveReleasedAddresses(app, u);
  await call(app, {
    method: "POST",
    url: "/api/admin/adjustments",
    payload: { userId: u.user.id, amount: dollars, reason: "test funds" },
    headers: admin.auth,
  });
  return u;
}

/** A $100 withdrawal, quoted as the withdraw page quotes it, requested with that quote and approved. */
export async function approvedWithdrawal(app: TestApp, admin: TestUser, u: TestUser, network: TPayoutCoin) {
  const address = network === "BTC" ? VALID_BTC_ADDRESS : VALID_ETH_ADDRESS;
  const post = (url: string, payload: Record<string, unknown>, who: TestUser) =>
    call(app, { method: "POST", url, payload, headers: who.auth });
  const quote = await post("/api/withdraw/quote", { amount: 100, address, network }, u);
  expect(quote.status).toBe(201);
  const made = await post("/api/user/withdrawals", { amount: 100, address, network, quoteId: quote.body.data.id }, u);
  expect(made.status).toBe(201);
  const approved = await post(`/api/admin/withdrawals/${made.body.data.id}/approve`, {}, admin);
  expect(approved.body.data.status).toBe("approved");
  return { id: made.body.data.id as string, quote: quote.body.data, approved: approved.body.data };
}
