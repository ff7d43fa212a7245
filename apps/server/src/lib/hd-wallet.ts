import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { HDKey, type Versions } from "@scure/bip32";
import { NETWORK, p2wpkh, TEST_NETWORK } from "@scure/btc-signer";
import { type TCryptoNetwork, toChecksumAddress } from "@vaultline/shared";

// Receive addresses derived from an account-level extended PUBLIC key: the server can make a fresh
// address for every payment and never holds a key that could spend from it.

export type Chain = "btc" | "eth";

/** Extended public key prefixes (SLIP-132): the same key bytes, labelled for the script type. */
const VERSIONS = {
  xpub: { public: 0x0488b21e, private: 0x0488ade4 },
  zpub: { public: 0x04b24746, private: 0x04b2430c },
  tpub: { public: 0x043587cf, private: 0x04358394 },
  vpub: { public: 0x045f1cf6, private: 0x045f18bc },
} as const satisfies Record<string, Versions>;
type Prefix = keyof typeof VERSIONS;

/** Which prefixes each chain accepts: BIP84 keys (xpub/zpub, tpub/vpub on testnet), Ethereum's xpub. */
function acceptedPrefixes(chain: Chain, network: TCryptoNetwork): Prefix[] {
  if (chain === "eth") return ["xpub"];
  return network === "mainnet" ? ["xpub", "zpub"] : ["tpub", "vpub"];
}

/** The account level each chain expects: m/84'/0'/0' (BIP84) and m/44'/60'/0' (BIP44). */
const ACCOUNT_DEPTH = 3;

/**
 * Parses an account-level extended public key for `chain` on `network`. Throws an Error whose
 * message says what is wrong (config.ts names the variable).
 */
export function parseAccountKey(text: string, chain: Chain, network: TCryptoNetwork): HDKey {
  const value = text.trim();
  const prefixes = acceptedPrefixes(chain, network);
  const prefix = prefixes.find((p) => value.startsWith(p));
  if (!prefix) {
    if (/^[xyzuvt]prv/.test(value)) throw new Error("this is a PRIVATE key; give the account's public key (…pub)");
    throw new Error(`expected an account public key starting with ${prefixes.join(" or ")} for ${network}`);
  }
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(value, VERSIONS[prefix]);
  } catch (error) {
    throw new Error(`not a valid extended public key (${(error as Error).message})`);
  }
  if (key.privateKey) throw new Error("this is a PRIVATE key; give the account's public key");
  if (key.depth !== ACCOUNT_DEPTH) {
    const path = chain === "btc" ? "m/84'/0'/0'" : "m/44'/60'/0'";
    throw new Error(`expected an account-level key (${path}, depth 3), got depth ${key.depth}`);
  }
  return key;
}

function receivePublicKey(account: HDKey, index: number): Uint8Array {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) throw new RangeError("bad address index");
  const key = account.deriveChild(0).deriveChild(index).publicKey;
  if (!key) throw new Error("derivation gave no public key");
  return key;
}

/** BIP84: the native SegWit (P2WPKH, bech32) address at 0/index of the account. */
export function deriveBitcoinAddress(account: HDKey, index: number, network: TCryptoNetwork): string {
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

export function deriveAddress(chain: Chain, account: HDKey, index: number, network: TCryptoNetwork): string {
  return chain === "btc" ? deriveBitcoinAddress(account, index, network) : deriveEthereumAddress(account, index);
}
