import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BIP84_ZPUB, ethAccountXpub, VALID_BTC_ADDRESS } from "../../../test/factories/crypto.ts";
import { loadConfig } from "../../config.ts";

// Secrets given, so nothing is generated on disk.
const base = { JWT_SECRET: "x".repeat(32), ENCRYPTION_KEY: randomBytes(32).toString("hex") };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

describe("crypto configuration is checked at start", () => {
  it("defaults to mainnet, the shared demo addresses and mainnet USDT", () => {
    const { crypto } = load({});
    expect(crypto).toMatchObject({ chainNet: "mainnet", isDemo: true, btcXpub: undefined, ethXpub: undefined });
    expect(crypto.usdt).toEqual({ contract: "0xdAC17F958D2ee523a2206206994597C13D831ec7", chainId: 1 });
  });

  it("accepts valid account keys and addresses", () => {
    const { crypto } = load({
      CRYPTO_BTC_XPUB: BIP84_ZPUB,
      CRYPTO_ETH_XPUB: ethAccountXpub(),
      CRYPTO_BTC_ADDRESS: VALID_BTC_ADDRESS,
    });
    expect(crypto.btcXpub).toBe(BIP84_ZPUB);
    expect(crypto.ethXpub).toBe(ethAccountXpub());
  });

  it.each([
    [{ CRYPTO_BTC_XPUB: "hello" }, /CRYPTO_BTC_XPUB: expected an account public key starting with xpub or zpub/],
    [{ CRYPTO_ETH_XPUB: BIP84_ZPUB }, /CRYPTO_ETH_XPUB: expected an account public key starting with xpub/],
    [
      {
        CRYPTO_NETWORK: "testnet",
        CRYPTO_USDT_CONTRACT: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
        CRYPTO_BTC_XPUB: BIP84_ZPUB,
      },
      /CRYPTO_BTC_XPUB: expected an account public key starting with tpub or vpub for testnet/,
    ],
    [{ CRYPTO_BTC_ADDRESS: "hello" }, /CRYPTO_BTC_ADDRESS: This is not a valid Bitcoin address/],
    [{ CRYPTO_USDT_ERC20_ADDRESS: VALID_BTC_ADDRESS }, /CRYPTO_USDT_ERC20_ADDRESS: This looks like a Bitcoin address/],
    [{ CRYPTO_NETWORK: "testnet" }, /CRYPTO_USDT_CONTRACT: set the USDT token contract/],
    [{ CRYPTO_NETWORK: "regtest" }, /CRYPTO_NETWORK/],
  ])("refuses %o, naming the variable", (env, message) => {
    expect(() => load(env)).toThrow(message);
  });

  it("reads CRYPTO_CHAIN_NET, and its former name CRYPTO_NETWORK only when it is unset", () => {
    const contract = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
    expect(load({ CRYPTO_CHAIN_NET: "testnet", CRYPTO_USDT_CONTRACT: contract }).crypto.chainNet).toBe("testnet");
    expect(load({ CRYPTO_NETWORK: "testnet", CRYPTO_USDT_CONTRACT: contract }).crypto.chainNet).toBe("testnet");
    expect(load({ CRYPTO_CHAIN_NET: "mainnet", CRYPTO_NETWORK: "testnet" }).crypto.chainNet).toBe("mainnet");
    expect(() => load({ CRYPTO_CHAIN_NET: "regtest" })).toThrow(/CRYPTO_CHAIN_NET/);
  });

  it("on testnet, takes the token contract given and Sepolia's chain id unless told otherwise", () => {
    const contract = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
    expect(load({ CRYPTO_NETWORK: "testnet", CRYPTO_USDT_CONTRACT: contract }).crypto.usdt).toEqual({
      contract,
      chainId: 11_155_111,
    });
    const custom = load({ CRYPTO_NETWORK: "testnet", CRYPTO_USDT_CONTRACT: contract, CRYPTO_ETH_CHAIN_ID: "17000" });
    expect(custom.crypto.usdt.chainId).toBe(17_000);
  });
});
