import { addressKey, type TPayoutCoin } from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import { withdrawalAddresses } from "../../src/db/schema.ts";
import type { TestUser } from "../helpers.ts";
import { VALID_BTC_ADDRESS, VALID_ETH_ADDRESS } from "./crypto.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A saved withdrawal address whose holding period is over (added two days ago by the app's clock),
 * so a test can withdraw to it. By default the BTC test address; pass the ETH one for USDT.
 */
export async function saveReleasedAddress(
  app: FastifyInstance,
  user: TestUser,
  destination: { address: string; network: TPayoutCoin } = { address: VALID_BTC_ADDRESS, network: "BTC" },
): Promise<void> {
  const now = app.clock.now().getTime();
  await app.db
    .insert(withdrawalAddresses)
    .values({
      userId: user.user.id,
      coin: destination.network,
      address: destination.address,
      addressKey: addressKey(destination.network, destination.address),
      label: null,
      createdAt: new Date(now - 2 * DAY_MS),
      usableFrom: new Date(now - DAY_MS),
    })
    .onConflictDoNothing();
}

/** Both test destinations (BTC and USDT-ERC20), released. */
export async function saveReleasedAddresses(app: FastifyInstance, user: TestUser): Promise<void> {
  await saveReleasedAddress(app, user);
  await saveReleasedAddress(app, user, { address: VALID_ETH_ADDRESS, network: "USDT_ERC20" });
}
