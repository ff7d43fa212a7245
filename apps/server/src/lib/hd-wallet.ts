import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import type { HDKey } from "@scure/bip32";
import { NETWORK, p2wpkh, TEST_NETWORK } from "@scure/btc-signer";
import { type TChainNet, toChecksumAddress } from "@vaultline/shared";
import type { Chain } from "../crypto-config.ts";

// Receive addresses derived from an account-level extended PUBLIC key: the server can make a fresh
// address for every payment and never holds a key that could spend from it.

function receivePublicKey(account: HDKey, index: number): Uint8Array {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) throw new RangeError("bad address index");
  const key = account.deriveChild(0).deriveChild(index).publicKey;
  if (!key) throw new Error("derivation gave no public key");
  return key;
}

/** BIP84: the native SegWit (P2WPKH, bech32) address at 0/index of the account. */
export function deriveBitcoinAddress(account: HDKey, index: number, network: TChainNet): string {
  const address = p2wpkh(receivePublicKey(account, index), network === "mainnet" ? NETWORK : TEST_NETWORK).address;
  if (!address) throw new Error("p2wpkh gave no address");
  return address;
}

/** BIP44 Ethereum: the last 20 bytes of keccak256 of the uncompressed public key, EIP-55 checksummed. */
export function deriveEthereumAddress(account: HDKey, index: number): string {
  const uncompressed = secp256k1.Point.fromBytes(receivePublicKey(account, index)).toBytes(false);
  const hash = keccak_256(uncompressed.subarray(1));
  return toChecksumAddress(`0x${bytesToHex(hash.subarray(-20))}`);
}

export function deriveAddress(chain: Chain, account: HDKey, index: number, network: TChainNet): string {
  return chain === "btc" ? deriveBitcoinAddress(account, index, network) : deriveEthereumAddress(account, index);
}
