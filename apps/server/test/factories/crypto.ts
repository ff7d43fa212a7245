import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { HDKey } from "@scure/bip32";

/** The BIP39 test mnemonic of BIP84's published vectors (and of every Ethereum wallet's tests). */
export const TEST_MNEMONIC =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";

/** BIP39: PBKDF2-HMAC-SHA512(mnemonic, "mnemonic" + passphrase, 2048 rounds, 64 bytes). */
export const testSeed = () =>
  pbkdf2(sha512, utf8ToBytes(TEST_MNEMONIC), utf8ToBytes("mnemonic"), { c: 2048, dkLen: 64 });

/** BIP84's account 0 (m/84'/0'/0') public key, as published. */
export const BIP84_ZPUB =
  "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs";
/** BIP84's first and second receive addresses of that account. */
export const BIP84_ADDRESSES = [
  "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
  "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g",
] as const;

/** The mnemonic's Ethereum account m/44'/60'/0' as an xpub (what a wallet exports). */
export const ethAccountXpub = () => HDKey.fromMasterSeed(testSeed()).derive("m/44'/60'/0'").publicExtendedKey;
/** Its first receive address, m/44'/60'/0'/0/0. */
export const ETH_FIRST_ADDRESS = "0x9858EfFD232B4033E47d90003D41EC34EcaEda94";

/** Valid payout destinations for tests (BIP173's P2WPKH example, EIP-55's first example). */
export const VALID_BTC_ADDRESS = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
export const VALID_ETH_ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
