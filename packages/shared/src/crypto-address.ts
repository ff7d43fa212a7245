import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { getAddressInfo } from "bitcoin-address-validation";
import type { TChainNet, TCoin } from "./crypto-currencies.ts";

export const ADDRESS_MESSAGES = {
  bitcoinInvalid: "This is not a valid Bitcoin address",
  usdtInvalid: "This is not a valid USDT-ERC20 address",
  etherInvalid: "This is not a valid Ethereum address",
  looksEthereum: "This looks like an Ethereum address; choose the USDT-ERC20 network",
  looksBitcoin: "This looks like a Bitcoin address; choose the Bitcoin network",
  checksum: "This address does not match its checksum: a letter's case is wrong; copy the address again",
  testnetOnMainnet: "This is a Bitcoin test-network address; payouts here go to real Bitcoin addresses",
  mainnetOnTestnet: "This is a real Bitcoin address; this installation runs on the Bitcoin test network",
} as const;

/** The Bitcoin address kinds we pay to: legacy, script, native SegWit v0 and Taproot. */
const BITCOIN_TYPES = new Set(["p2pkh", "p2sh", "p2wpkh", "p2wsh", "p2tr"]);

function bitcoinNetworkOf(address: string): TChainNet | null {
  try {
    const info = getAddressInfo(address);
    if (!BITCOIN_TYPES.has(info.type)) return null;
    // Signet shares testnet's prefixes; regtest addresses are nobody's real destination.
    if (info.network === "mainnet") return "mainnet";
    if (info.network === "testnet") return "testnet";
    return null;
  } catch {
    return null;
  }
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: a hex digit is upper case when the matching nibble of keccak256(lower-case hex) is ≥ 8. */
export function toChecksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new Error("not a 20-byte hex address");
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = "0x";
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charAt(i);
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

/** Why an Ethereum (ERC20) address is refused, or null. All-lower and all-upper carry no checksum. */
function ethereumProblem(address: string, coin: TCoin): string | null {
  if (!HEX_ADDRESS.test(address)) return coin === "ETH" ? ADDRESS_MESSAGES.etherInvalid : ADDRESS_MESSAGES.usdtInvalid;
  const hex = address.slice(2);
  const isOneCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (isOneCase) return null;
  return toChecksumAddress(address) === address ? null : ADDRESS_MESSAGES.checksum;
}

/**
 * Why `address` cannot receive a payout in `coin` on `chainNet`, or null when it can.
 * The same function checks the form as the user types and the API before anything is reserved.
 */
export function addressProblem(coin: TCoin, address: string, chainNet: TChainNet): string | null {
  const text = address.trim();
  if (coin === "BTC") {
    if (HEX_ADDRESS.test(text)) return ADDRESS_MESSAGES.looksEthereum;
    const found = bitcoinNetworkOf(text);
    if (found === null) return ADDRESS_MESSAGES.bitcoinInvalid;
    if (found !== chainNet)
      return chainNet === "mainnet" ? ADDRESS_MESSAGES.testnetOnMainnet : ADDRESS_MESSAGES.mainnetOnTestnet;
    return null;
  }
  if (!HEX_ADDRESS.test(text) && bitcoinNetworkOf(text) !== null) return ADDRESS_MESSAGES.looksBitcoin;
  return ethereumProblem(text, coin);
}

export function isValidAddress(coin: TCoin, address: string, chainNet: TChainNet): boolean {
  return addressProblem(coin, address, chainNet) === null;
}
