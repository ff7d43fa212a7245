import { describe, expect, it } from "vitest";
import { addressProblem, ADDRESS_MESSAGES as M, toChecksumAddress } from "./crypto-address.ts";
import type { TChainNet, TCoin } from "./crypto-currencies.ts";
import { zWithdrawRequest } from "./withdrawals.ts";

// Published vectors: the Bitcoin wiki's address examples, BIP173 (bech32) and BIP350 (bech32m), EIP-55.
const MAINNET = {
  p2pkh: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
  p2sh: "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
  p2wpkh: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
  p2wsh: "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3",
  p2tr: "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
};
const TESTNET = {
  p2pkh: "mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn",
  p2sh: "2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc",
  p2wpkh: "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx",
  p2wsh: "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
  p2tr: "tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c",
};
const ETH = {
  mixed: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  lower: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed",
  upper: "0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED",
  /** One letter's case flipped (the first "a" after 0x5). */
  wrongCase: "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
};

type Row = [label: string, currency: TCoin, address: string, network: TChainNet, problem: string | null];

const rows: Row[] = [
  ...Object.entries(MAINNET).map(([t, a]): Row => [`mainnet ${t}`, "BTC", a, "mainnet", null]),
  ...Object.entries(TESTNET).map(([t, a]): Row => [`testnet ${t}`, "BTC", a, "testnet", null]),
  ...Object.entries(TESTNET).map(([t, a]): Row => [`testnet ${t} on mainnet`, "BTC", a, "mainnet", M.testnetOnMainnet]),
  ...Object.entries(MAINNET).map(([t, a]): Row => [`mainnet ${t} on testnet`, "BTC", a, "testnet", M.mainnetOnTestnet]),
  ["upper-case bech32", "BTC", MAINNET.p2wpkh.toUpperCase(), "mainnet", null],
  ["mixed-case bech32", "BTC", `BC1${MAINNET.p2wpkh.slice(3)}`, "mainnet", M.bitcoinInvalid],
  ["surrounding spaces", "BTC", `  ${MAINNET.p2wpkh} `, "mainnet", null],
  ["bad base58 checksum (P2PKH)", "BTC", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", "mainnet", M.bitcoinInvalid],
  ["bad base58 checksum (P2SH)", "BTC", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz", "mainnet", M.bitcoinInvalid],
  ["bad bech32 checksum", "BTC", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", "mainnet", M.bitcoinInvalid],
  [
    "bad bech32m checksum",
    "BTC",
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj1",
    "mainnet",
    M.bitcoinInvalid,
  ],
  [
    "taproot with a bech32 (not bech32m) checksum",
    "BTC",
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd",
    "mainnet",
    M.bitcoinInvalid,
  ],
  ["an unknown witness version", "BTC", "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs", "mainnet", M.bitcoinInvalid],
  ["too short", "BTC", MAINNET.p2pkh.slice(0, 20), "mainnet", M.bitcoinInvalid],
  ["too long", "BTC", `${MAINNET.p2wpkh}q`, "mainnet", M.bitcoinInvalid],
  ["hello (Bitcoin)", "BTC", "hello", "mainnet", M.bitcoinInvalid],
  ["empty (Bitcoin)", "BTC", "", "mainnet", M.bitcoinInvalid],
  ["an Ethereum address on Bitcoin", "BTC", ETH.mixed, "mainnet", M.looksEthereum],
  ["ETH correct mixed case", "USDT_ERC20", ETH.mixed, "mainnet", null],
  ["ETH all lower case", "USDT_ERC20", ETH.lower, "mainnet", null],
  ["ETH all upper case", "USDT_ERC20", ETH.upper, "mainnet", null],
  ["ETH on testnet", "USDT_ERC20", ETH.mixed, "testnet", null],
  ["ETH wrong mixed case", "USDT_ERC20", ETH.wrongCase, "mainnet", M.checksum],
  ["ETH 39 hex digits", "USDT_ERC20", ETH.lower.slice(0, -1), "mainnet", M.usdtInvalid],
  ["ETH 41 hex digits", "USDT_ERC20", `${ETH.lower}a`, "mainnet", M.usdtInvalid],
  ["ETH without 0x", "USDT_ERC20", ETH.lower.slice(2), "mainnet", M.usdtInvalid],
  ["ETH with a non-hex letter", "USDT_ERC20", `${ETH.lower.slice(0, -1)}g`, "mainnet", M.usdtInvalid],
  ["hello (USDT)", "USDT_ERC20", "hello", "mainnet", M.usdtInvalid],
  ["a Bitcoin address on USDT", "USDT_ERC20", MAINNET.p2wpkh, "mainnet", M.looksBitcoin],
  ["a Bitcoin testnet address on USDT", "USDT_ERC20", TESTNET.p2pkh, "testnet", M.looksBitcoin],
];

describe("addressProblem", () => {
  it.each(rows)("%s", (_label, currency, address, network, problem) => {
    expect(addressProblem(currency, address, network)).toBe(problem);
  });
});

describe("toChecksumAddress (EIP-55)", () => {
  // The examples of EIP-55 itself.
  it.each([
    "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
    "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
    "0xdAC17F958D2ee523a2206206994597C13D831ec7",
  ])("%s", (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });
});

describe("zWithdrawRequest", () => {
  it("puts the address's problem on the address field, for the network it is built for", () => {
    const parse = (network: TChainNet, body: Record<string, unknown>) =>
      zWithdrawRequest(network)
        .safeParse({ amount: "10", ...body })
        .error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(parse("mainnet", { address: "hello", network: "BTC" })).toEqual([["address", M.bitcoinInvalid]]);
    expect(parse("mainnet", { address: TESTNET.p2wpkh, network: "BTC" })).toEqual([["address", M.testnetOnMainnet]]);
    expect(parse("testnet", { address: TESTNET.p2wpkh, network: "BTC" })).toBeUndefined();
    expect(parse("mainnet", { address: MAINNET.p2tr, network: "USDT_ERC20" })).toEqual([["address", M.looksBitcoin]]);
    expect(parse("mainnet", { address: ETH.mixed, network: "USDT_ERC20" })).toBeUndefined();
  });
});
