import { HDKey } from "@scure/bip32";
import { describe, expect, it } from "vitest";
import {
  BIP84_ADDRESSES,
  BIP84_ZPUB,
  ETH_FIRST_ADDRESS,
  ethAccountXpub,
  testSeed,
} from "../../test/factories/crypto.ts";
import { parseAccountKey } from "../crypto-config.ts";
import { deriveBitcoinAddress, deriveEthereumAddress } from "./hd-wallet.ts";

const seed = testSeed();

describe("BIP84 Bitcoin addresses", () => {
  it("derives the published receive addresses from the account zpub", () => {
    const account = parseAccountKey(BIP84_ZPUB, "btc", "mainnet");
    expect(BIP84_ADDRESSES.map((_, i) => deriveBitcoinAddress(account, i, "mainnet"))).toEqual(BIP84_ADDRESSES);
  });

  it("accepts the same key as an xpub, and the zpub is the seed's m/84'/0'/0'", () => {
    const xpub = HDKey.fromMasterSeed(seed).derive("m/84'/0'/0'").publicExtendedKey;
    expect(xpub.startsWith("xpub")).toBe(true);
    expect(deriveBitcoinAddress(parseAccountKey(xpub, "btc", "mainnet"), 0, "mainnet")).toBe(BIP84_ADDRESSES[0]);
    const zpub = HDKey.fromMasterSeed(seed, { public: 0x04b24746, private: 0x04b2430c }).derive("m/84'/0'/0'");
    expect(zpub.publicExtendedKey).toBe(BIP84_ZPUB);
  });

  it("gives tb1 addresses from a testnet tpub", () => {
    const tpub = HDKey.fromMasterSeed(seed, { public: 0x043587cf, private: 0x04358394 }).derive("m/84'/1'/0'");
    const address = deriveBitcoinAddress(parseAccountKey(tpub.publicExtendedKey, "btc", "testnet"), 0, "testnet");
    expect(address).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/);
  });
});

describe("BIP44 Ethereum addresses", () => {
  it("derives the well-known first address m/44'/60'/0'/0/0, EIP-55 checksummed", () => {
    const account = parseAccountKey(ethAccountXpub(), "eth", "mainnet");
    expect(deriveEthereumAddress(account, 0)).toBe(ETH_FIRST_ADDRESS);
    expect(deriveEthereumAddress(account, 1)).not.toBe(ETH_FIRST_ADDRESS);
  });
});

describe("parseAccountKey refuses what it cannot use, saying why", () => {
  const root = HDKey.fromMasterSeed(seed);
  it.each([
    ["a private key", root.derive("m/84'/0'/0'").privateExtendedKey, "btc", "mainnet", /PRIVATE key/],
    ["a master key (depth 0)", root.publicExtendedKey, "btc", "mainnet", /account-level key .*depth 0/],
    ["a mainnet key on testnet", BIP84_ZPUB, "btc", "testnet", /starting with tpub or vpub/],
    ["a zpub for Ethereum", BIP84_ZPUB, "eth", "mainnet", /starting with xpub/],
    ["a broken checksum", `${BIP84_ZPUB.slice(0, -1)}t`, "btc", "mainnet", /not a valid extended public key/],
    ["text", "hello", "btc", "mainnet", /starting with xpub or zpub/],
  ] as const)("%s", (_label, key, chain, network, message) => {
    expect(() => parseAccountKey(key, chain, network)).toThrow(message);
  });
});
