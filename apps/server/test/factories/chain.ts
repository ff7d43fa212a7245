import type { TCoin, TDeposit } from "@vaultline/shared";
import { jobContext } from "../../src/jobs/context.ts";
import { watchChain } from "../../src/modules/deposits/index.ts";
import { call, type TestApp, type TestUser } from "../helpers.ts";
import { acceptRisk, invest } from "./deposits.ts";

/** A member's crypto deposit paid against a fresh quote, with no proof: watched on the chain. */
export async function watchedDeposit(
  app: TestApp,
  user: TestUser,
  input: { planId: string; amount?: string; currency?: TCoin },
): Promise<TDeposit> {
  await acceptRisk(app, user);
  const amount = input.amount ?? "1000";
  const currency = input.currency ?? "BTC";
  const quote = await call(app, {
    method: "POST",
    url: "/api/crypto/quotes",
    payload: { purpose: "deposit", amount, currency },
    headers: user.auth,
  });
  if (quote.status !== 201) throw new Error(`quote: ${JSON.stringify(quote.body)}`);
  const res = await invest(app, user, { planId: input.planId, amount, currency, quoteId: quote.body.data.id }, null);
  if (res.status !== 201) throw new Error(`invest: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** "Send simulated payment" on the member's deposit (what is missing, or `coinAmount`). */
export function sendSimulated(app: TestApp, user: TestUser, depositId: string, coinAmount?: string) {
  return call(app, {
    method: "POST",
    url: `/api/user/deposits/${depositId}/simulated-payment`,
    payload: coinAmount ? { coinAmount } : {},
    headers: user.auth,
  });
}

/** `runs` runs of the chain-watch job: each mines a block, then looks at every watched deposit. */
export async function tick(app: TestApp, runs = 1): Promise<void> {
  for (let i = 0; i < runs; i++) await watchChain(jobContext(app));
}

export async function depositOf(app: TestApp, user: TestUser, id: string): Promise<TDeposit> {
  const res = await call(app, { method: "GET", url: `/api/user/deposits/${id}`, headers: user.auth });
  if (res.status !== 200) throw new Error(`deposit: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
