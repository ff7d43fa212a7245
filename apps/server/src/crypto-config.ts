// The crypto settings of the configuration (config.ts): the variables, their checks and their shape,
// and the parsing of the account public keys (checked here at start; lib/hd-wallet.ts derives from them).
import { HDKey, type Versions } from "@scure/bip32";
import { addressProblem, CHAIN_NETS, type TChainNet, type TErc20Token, USDT_MAINNET } from "@vaultline/shared";
import { z } from "zod";

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
function acceptedPrefixes(chain: Chain, chainNet: TChainNet): Prefix[] {
  if (chain === "eth") return ["xpub"];
  return chainNet === "mainnet" ? ["xpub", "zpub"] : ["tpub", "vpub"];
}

/** The account level each chain expects: m/84'/0'/0' (BIP84) and m/44'/60'/0' (BIP44). */
const ACCOUNT_DEPTH = 3;

/**
 * Parses an account-level extended public key for `chain` on `chainNet`. Throws an Error whose
 * message says what is wrong (cryptoConfig names the variable).
 */
export function parseAccountKey(text: string, chain: Chain, chainNet: TChainNet): HDKey {
  const value = text.trim();
  const prefixes = acceptedPrefixes(chain, chainNet);
  const prefix = prefixes.find((p) => value.startsWith(p));
  if (!prefix) {
    if (/^[xyzuvt]prv/.test(value)) throw new Error("this is a PRIVATE key; give the account's public key (…pub)");
    throw new Error(`expected an account public key starting with ${prefixes.join(" or ")} for ${chainNet}`);
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

/** The built-in demo addresses: not valid addresses, so no wallet can pay to them by mistake. */
export const DEMO_CRYPTO_ADDRESSES = {
  btc: "bc1qdemo0000vaultline0demo0address0do0not0pay",
  usdtErc20: "0x0000000000000000000000000000000000DeM0",
} as const;

/** The CRYPTO_* variables, part of config.ts's environment schema. */
export const ZCryptoEnv = z.object({
  CRYPTO_BTC_ADDRESS: z.string().trim().default(DEMO_CRYPTO_ADDRESSES.btc),
  CRYPTO_USDT_ERC20_ADDRESS: z.string().trim().default(DEMO_CRYPTO_ADDRESSES.usdtErc20),
  /** Bitcoin mainnet + Ethereum mainnet, or the test networks (testnet/signet, an Ethereum test chain). */
  CRYPTO_CHAIN_NET: z.enum(CHAIN_NETS).optional(),
  /** The former name of CRYPTO_CHAIN_NET, still read when that is unset. */
  CRYPTO_NETWORK: z.enum(CHAIN_NETS).optional(),
  /** Account-level public keys: a fresh receive address per payment (BIP84 for BTC, BIP44 for ETH). */
  CRYPTO_BTC_XPUB: z.string().trim().min(1).optional(),
  CRYPTO_ETH_XPUB: z.string().trim().min(1).optional(),
  /** The USDT token contract and chain id in EIP-681 payment URIs (defaults: mainnet USDT, chain 1). */
  CRYPTO_USDT_CONTRACT: z.string().trim().optional(),
  CRYPTO_ETH_CHAIN_ID: z.coerce.number().int().min(1).optional(),
});

export type CryptoConfig = {
  /** CRYPTO_BTC_ADDRESS / CRYPTO_USDT_ERC20_ADDRESS: the shared addresses used without an extended key. */
  btcAddress: string;
  usdtErc20Address: string;
  /** One of them is the built-in demo value (nobody should pay to it). */
  isDemo: boolean;
  /** Mainnet or the test networks (CRYPTO_CHAIN_NET); a coin's own network is the coin (TCoin). */
  chainNet: TChainNet;
  /** Validated account public keys (CRYPTO_BTC_XPUB, CRYPTO_ETH_XPUB); unset = the shared address. */
  btcXpub: string | undefined;
  ethXpub: string | undefined;
  /** The USDT token and chain that EIP-681 QR codes name. */
  usdt: TErc20Token;
};

/** The crypto settings, each checked at start: an unusable key or address stops the app, naming the variable. */
/** CRYPTO_CHAIN_NET, or its former name CRYPTO_NETWORK; mainnet when neither is set. */
export function chainNetOf(e: Pick<z.infer<typeof ZCryptoEnv>, "CRYPTO_CHAIN_NET" | "CRYPTO_NETWORK">): TChainNet {
  return e.CRYPTO_CHAIN_NET ?? e.CRYPTO_NETWORK ?? "mainnet";
}

export function cryptoConfig(e: z.infer<typeof ZCryptoEnv>): CryptoConfig {
  const chainNet = chainNetOf(e);
  const fail = (name: string, why: string): never => {
    throw new Error(`Invalid configuration: ${name}: ${why}`);
  };
  const checkKey = (name: string, value: string | undefined, chain: "btc" | "eth") => {
    if (value === undefined) return undefined;
    try {
      parseAccountKey(value, chain, chainNet);
    } catch (error) {
      fail(name, (error as Error).message);
    }
    return value;
  };
  const checkAddress = (name: string, value: string, demo: string, coin: "BTC" | "USDT_ERC20") => {
    const problem = value === demo ? null : addressProblem(coin, value, chainNet);
    if (problem) fail(name, problem);
    return value;
  };
  if (chainNet === "testnet" && !e.CRYPTO_USDT_CONTRACT) {
    fail("CRYPTO_USDT_CONTRACT", "set the USDT token contract of your test chain (there is no official test USDT)");
  }
  const contract = e.CRYPTO_USDT_CONTRACT ?? USDT_MAINNET.contract;
  if (addressProblem("USDT_ERC20", contract, chainNet)) fail("CRYPTO_USDT_CONTRACT", "not a valid contract address");
  return {
    btcAddress: checkAddress("CRYPTO_BTC_ADDRESS", e.CRYPTO_BTC_ADDRESS, DEMO_CRYPTO_ADDRESSES.btc, "BTC"),
    usdtErc20Address: checkAddress(
      "CRYPTO_USDT_ERC20_ADDRESS",
      e.CRYPTO_USDT_ERC20_ADDRESS,
      DEMO_CRYPTO_ADDRESSES.usdtErc20,
      "USDT_ERC20",
    ),
    isDemo:
      e.CRYPTO_BTC_ADDRESS === DEMO_CRYPTO_ADDRESSES.btc ||
      e.CRYPTO_USDT_ERC20_ADDRESS === DEMO_CRYPTO_ADDRESSES.usdtErc20,
    chainNet,
    btcXpub: checkKey("CRYPTO_BTC_XPUB", e.CRYPTO_BTC_XPUB, "btc"),
    ethXpub: checkKey("CRYPTO_ETH_XPUB", e.CRYPTO_ETH_XPUB, "eth"),
    // Sepolia is the default Ethereum test chain.
    usdt: { contract, chainId: e.CRYPTO_ETH_CHAIN_ID ?? (chainNet === "mainnet" ? 1 : 11_155_111) },
  };
}
