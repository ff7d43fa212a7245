import type { TCryptoQuote } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BIP84_ADDRESSES, BIP84_ZPUB, ETH_FIRST_ADDRESS, ethAccountXpub } from "../../../test/factories/crypto.ts";
import { acceptRisk, invest, planIdByName } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, type TestUser, testConfig } from "../../../test/helpers.ts";
import { parseAccountKey } from "../../crypto-config.ts";
import { queryRows } from "../../db/client.ts";
import { deriveEthereumAddress } from "../../lib/hd-wallet.ts";

// Extended public keys configured: every new quote gets the next derived address, never one twice.
const app = await createTestApp({
  crypto: { ...testConfig("").crypto, isDemo: false, btcXpub: BIP84_ZPUB, ethXpub: ethAccountXpub() },
});
const admin = await createTestUser(app, { isAdmin: true });
const silver = await planIdByName(app, "Silver");

async function quote(user: TestUser, payload: Record<string, unknown>): Promise<TCryptoQuote> {
  const res = await call(app, {
    method: "POST",
    url: "/api/crypto/quotes",
    payload: { purpose: "deposit", amount: "1000", currency: "BTC", ...payload },
    headers: user.auth,
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe("fresh addresses from the extended public keys", () => {
  it("hands out BIP84's published addresses in order, and m/44'/60'/0'/0/0 for USDT", async () => {
    const u = await createTestUser(app);
    const first = await quote(u, {});
    const second = await quote(u, {});
    expect([first.address, second.address]).toEqual(BIP84_ADDRESSES);
    expect(first).toMatchObject({ isSharedAddress: false, isDemoAddress: false });
    expect(first.paymentUri).toBe(`bitcoin:${BIP84_ADDRESSES[0]}?amount=${first.coinAmount}`);
    const usdt = await quote(u, { currency: "USDT_ERC20" });
    expect(usdt.address).toBe(ETH_FIRST_ADDRESS);
    expect(usdt.paymentUri).toBe(
      `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${ETH_FIRST_ADDRESS}&uint256=1000000000`,
    );
  });

  it("keeps the address on a refresh without taking a new index", async () => {
    const u = await createTestUser(app);
    const first = await quote(u, {});
    const refreshed = await quote(u, { previousQuoteId: first.id });
    expect(refreshed.address).toBe(first.address);
    const next = await quote(u, {});
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::int AS n FROM crypto_addresses WHERE address IN (${first.address}, ${next.address})`,
    );
    expect(row?.n).toBe(2);
    expect(next.address).not.toBe(first.address);
  });

  it("20 concurrent quotes and deposits: 20 distinct addresses and indexes, each recorded on its deposit", async () => {
    const members = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const u = await createTestUser(app);
        await acceptRisk(app, u);
        return u;
      }),
    );
    const quotes = await Promise.all(members.map((u) => quote(u, {})));
    expect(new Set(quotes.map((q) => q.address)).size).toBe(20);
    const deposits = await Promise.all(
      members.map((u, i) => invest(app, u, { planId: silver, amount: "1000", quoteId: quotes[i]?.id ?? "" })),
    );
    expect(deposits.map((d) => d.status)).toEqual(Array(20).fill(201));
    const rows = await queryRows<{ pay_address: string; pay_address_index: number }>(
      app.db,
      sql`SELECT pay_address, pay_address_index FROM deposits WHERE quote_id IS NOT NULL`,
    );
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.pay_address)).size).toBe(20);
    expect(new Set(rows.map((r) => r.pay_address_index)).size).toBe(20);
    const indexes = await queryRows<{ chain: string; derivation_index: number }>(
      app.db,
      sql`SELECT chain, derivation_index FROM crypto_addresses`,
    );
    expect(new Set(indexes.map((r) => `${r.chain}/${r.derivation_index}`)).size).toBe(indexes.length);
    const seen = await call(app, {
      method: "GET",
      url: `/api/admin/deposits/${deposits[0]?.body.data.id}`,
      headers: admin.auth,
    });
    expect(seen.body.data.quote).toMatchObject({ address: quotes[0]?.address, isSharedAddress: false });
  });

  it("derives an ether payment's address from the USDT key, on the same index counter (m/44'/60'/0'/0/i)", async () => {
    const u = await createTestUser(app);
    const usdt = await quote(u, { currency: "USDT_ERC20" });
    const ether = await quote(u, { currency: "ETH" });
    const indexOf = async (address: string) => {
      const [row] = await queryRows<{ chain: string; derivation_index: number }>(
        app.db,
        sql`SELECT chain, derivation_index FROM crypto_addresses WHERE address = ${address}`,
      );
      return row;
    };
    const [usdtRow, etherRow] = [await indexOf(usdt.address), await indexOf(ether.address)];
    expect(etherRow?.chain).toBe("eth");
    expect(etherRow?.derivation_index).toBe((usdtRow?.derivation_index ?? -2) + 1);
    const account = parseAccountKey(ethAccountXpub(), "eth", "mainnet");
    expect(ether.address).toBe(deriveEthereumAddress(account, etherRow?.derivation_index ?? -1));
    expect(ether).toMatchObject({ currency: "ETH", coinSymbol: "ETH", isSharedAddress: false, isDemoAddress: false });
    expect(ether.paymentUri).toBe(`ethereum:${ether.address}@1?value=${ether.coinUnits}`);
  });

  it("says which coins get fresh addresses, and never gives out the extended keys", async () => {
    const u = await createTestUser(app);
    const res = await call(app, { method: "GET", url: "/api/user/deposit-options", headers: u.auth });
    expect(res.body.data.crypto).toMatchObject({ hasFreshAddresses: { BTC: true, USDT_ERC20: true, ETH: true } });
    expect(JSON.stringify(res.body)).not.toContain(BIP84_ZPUB);
    expect(JSON.stringify(res.body)).not.toContain("xpub");
  });
});
