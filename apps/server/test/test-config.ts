// A test app's settings, apart from helpers.ts so that the global setup (test/database-template.ts),
// which runs outside any test file, can build the template's app with them.
import { randomBytes } from "node:crypto";
import { USDT_MAINNET } from "@vaultline/shared";
import { type ChainConfig, chainConfig, ZChainEnv as ZChainEnvForTests } from "../src/chain-config.ts";
import { type Config, DEFAULT_RATE_LIMITS } from "../src/config.ts";

/** The chain settings of a test app: the defaults of CHAIN_* with what the test gives. */
export function chainTestConfig(env: Record<string, string>): ChainConfig {
  return chainConfig(ZChainEnvForTests.parse(env), false);
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString("hex"),
    encryptionKey: randomBytes(32),
    admin: undefined,
    smtpUrl: undefined,
    mailFrom: "Vaultline <no-reply@vaultline.test>",
    checkResponses: true,
    publicUrl: "http://localhost:3000",
    paymentGateway: "sandbox",
    priceFeed: { driver: "simulated", url: "https://api.kraken.com", maxAgeSeconds: 120 },
    // Shared addresses (no extended keys): BIP173's and EIP-55's examples, valid but nobody's wallet here.
    crypto: {
      btcAddress: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      usdtErc20Address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
      isDemo: true,
      chainNet: "mainnet",
      btcXpub: undefined,
      ethXpub: undefined,
      usdt: USDT_MAINNET,
    },
    reserves: {
      addresses: [],
      explorerUrls: {
        BTC: "https://mempool.space/address/{address}",
        USDT_ERC20: "https://etherscan.io/address/{address}",
        ETH: "https://etherscan.io/address/{address}",
      },
    },
    // Proof uploads unless a test watches a chain (test/factories/chain.ts).
    chain: chainTestConfig({ CHAIN_WATCH: "off" }),
    // No exchange unless a test trades (modules/treasury tests use the simulated one).
    exchange: { driver: "none" },
    treasury: { toleranceCents: 1000, bandPercent: 2, minOrderCents: 1000, tradingCosts: "operator" },
    logLevel: "silent",
    webDistDir: undefined,
    storage: { driver: "fs" },
    trustProxy: false,
    metricsToken: undefined,
    // Tests run due jobs explicitly (runDueJobs), so their effects are deterministic.
    jobsInApp: false,
    mail: { concurrency: 8, batchSize: 50, pollingIntervalSeconds: 0.5 },
    testClock: false,
    operator: undefined,
    legalDir: undefined,
    fourEyesThresholdCents: 10_000_00,
    fourEyesAppointmentDays: 30,
    addressHoldMs: 24 * 60 * 60 * 1000,
    payoutCheckTimeoutMs: 2000,
    sessions: { adminIdleMs: 30 * 60_000, memberIdleMs: 7 * 24 * 60 * 60_000 },
    rateLimits: DEFAULT_RATE_LIMITS,
    ...overrides,
  };
}
