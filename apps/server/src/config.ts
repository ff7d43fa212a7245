import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { toCents } from "@vaultline/shared";
import { Secret } from "otpauth";
import { z } from "zod";
import { type ChainConfig, chainConfig, ZChainEnv } from "./chain-config.ts";
import { type CryptoConfig, chainNetOf, cryptoConfig, ZCryptoEnv } from "./crypto-config.ts";
import { type ExchangeConfig, exchangeConfig, ZExchangeEnv } from "./exchange-config.ts";
import { type ReservesConfig, reservesConfig, ZReservesEnv } from "./reserves-config.ts";
import { type TreasuryConfig, treasuryConfig, ZTreasuryEnv } from "./treasury-config.ts";

/** Whether a configured secret (ADMIN_TOTP_SECRET) is usable: base32, at least 80 bits. */
export function isValidTotpSecret(base32: string): boolean {
  if (!/^[A-Z2-7]{16,}=*$/.test(base32)) return false;
  try {
    return Secret.fromBase32(base32).bytes.length >= 10;
  } catch {
    return false;
  }
}

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  NODE_ENV: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "ENCRYPTION_KEY must be 64 hex characters (32 bytes)")
    .optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** Base32 TOTP secret: the ADMIN_* admin gets two-factor with it (automated deployments, tests). */
  ADMIN_TOTP_SECRET: z
    .string()
    .transform((v) => v.replace(/[\s=]/g, "").toUpperCase())
    .refine(isValidTotpSecret, "ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), at least 16 characters")
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Vaultline <no-reply@vaultline.local>"),
  PUBLIC_URL: z.string().optional(),
  PAYMENT_GATEWAY: z.enum(["none", "sandbox"]).default("none"),
  /** Where prices come from: a deterministic simulated series (default) or Kraken's public API. */
  PRICE_FEED: z.enum(["simulated", "kraken"]).default("simulated"),
  PRICE_FEED_URL: z.url().default("https://api.kraken.com"),
  PRICE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(120),
  ...ZCryptoEnv.shape,
  ...ZReservesEnv.shape,
  ...ZChainEnv.shape,
  // The exchange connector's settings (exchange-config.ts) and the treasury's (treasury-config.ts).
  ...ZExchangeEnv.shape,
  ...ZTreasuryEnv.shape,
  /** The built web app; tests and parallel e2e runs point it elsewhere. */
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STORAGE: z.enum(["fs", "s3"]).default("fs"),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (bucket in the path), which most self-hosted S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  TRUST_PROXY: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** Run the background job workers inside the app process (default) or only in `npm run worker`. */
  JOBS_IN_APP: z.enum(["true", "false"]).default("true"),
  /** Mail workers: mails sent at once, mails fetched per poll, seconds between polls of an idle queue. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  MAIL_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Withdrawal approvals and wallet adjustments above this many dollars need a second admin. */
  FOUR_EYES_THRESHOLD: z.coerce
    .number()
    .min(0)
    .default(10_000)
    .refine((dollars) => toCents(dollars) !== null, "Dollars with at most two decimals"),
  /** For this many days after a promotion, its admin and the admins who appointed them are not each other's second pair of eyes. */
  FOUR_EYES_APPOINTMENT_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** How long a chain explorer may take to estimate a payout's fee or look up its transaction (ms). */
  PAYOUT_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** A newly saved withdrawal address can be used this many hours after it was added. */
  ADDRESS_HOLD_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** A session unused this long ends: admins 30 minutes, members 7 days (in minutes). */
  SESSION_IDLE_MINUTES_ADMIN: z.coerce.number().int().min(1).default(30),
  SESSION_IDLE_MINUTES_MEMBER: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 24 * 60),
  /** End-to-end tests only: PUT /api/test-clock moves the app's clock. Never set it in production. */
  TEST_CLOCK: z.enum(["true", "false"]).default("false"),
  /** Accounts one address may create per hour (end-to-end tests sign up many from one address). */
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).optional(),
  /** Who runs this site: shown in every page's footer and on /about; required in production. */
  OPERATOR_NAME: z.string().trim().max(200).optional(),
  OPERATOR_ADDRESS: z.string().trim().max(500).optional(),
  OPERATOR_REGISTRATION: z.string().trim().max(200).optional(),
  OPERATOR_CONTACT_EMAIL: z.email("OPERATOR_CONTACT_EMAIL must be an e-mail address").optional(),
  OPERATOR_LICENCE: z.string().trim().max(500).optional(),
  /** A folder of terms.md, privacy.md and risk.md replacing the bundled legal documents. */
  LEGAL_DIR: z.string().optional(),
});

/**
 * Test and demo switches: each one refuses a production start, naming the setting
 * (docs/security.md, "Test switches"). A new test or demo switch is added here.
 */
export const TEST_SWITCHES = [
  { key: "TEST_CLOCK", value: "true", why: "anyone could move the server's clock" },
  { key: "CHAIN_WATCH", value: "simulated", why: "no real coins" },
  { key: "PAYMENT_GATEWAY", value: "sandbox", why: "no card is really charged" },
  { key: "EXCHANGE", value: "simulated", why: "no real coins" },
] as const;

function refuseTestSwitchesInProduction(env: NodeJS.ProcessEnv) {
  if (env.NODE_ENV !== "production") return;
  for (const { key, value, why } of TEST_SWITCHES) {
    if (env[key] === value) {
      throw new Error(`Invalid configuration: ${key}=${value} is refused with NODE_ENV=production (${why})`);
    }
  }
}

const OPERATOR_SETTINGS = [
  "OPERATOR_NAME",
  "OPERATOR_ADDRESS",
  "OPERATOR_REGISTRATION",
  "OPERATOR_CONTACT_EMAIL",
  "OPERATOR_LICENCE",
] as const;

/** The company that runs this installation, as the public pages name it. */
export type Operator = { name: string; address: string; registration: string; contactEmail: string; licence: string };

/**
 * All five operator settings, or none (a demo installation). A production start without them is
 * refused: a site that takes money must say who runs it.
 */
function operatorFrom(e: z.infer<typeof ZEnv>): Operator | undefined {
  const missing = OPERATOR_SETTINGS.filter((key) => !e[key]);
  if (missing.length === OPERATOR_SETTINGS.length && e.NODE_ENV !== "production") return undefined;
  if (missing.length > 0) {
    const why =
      e.NODE_ENV === "production"
        ? "NODE_ENV=production needs the company that runs this site"
        : "the operator settings go together";
    throw new Error(`Invalid configuration: ${why}; set ${missing.join(", ")}`);
  }
  return {
    name: e.OPERATOR_NAME as string,
    address: e.OPERATOR_ADDRESS as string,
    registration: e.OPERATOR_REGISTRATION as string,
    contactEmail: e.OPERATOR_CONTACT_EMAIL as string,
    licence: e.OPERATOR_LICENCE as string,
  };
}

export type StorageConfig =
  | { driver: "fs" }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

/** TRUST_PROXY: unset or "false" = off; "true"; a hop count; or a comma-separated list of addresses/CIDRs. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim();
  if (!text || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) {
    // Trust that many proxies in front of us: the client is the address just before them.
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  encryptionKey: Buffer;
  /** ADMIN_*: this admin exists at start; with `totpSecret`, its two-factor is on with that secret. */
  admin: { email: string; username: string; password: string; totpSecret?: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  paymentGateway: "none" | "sandbox";
  /** PRICE_FEED, PRICE_FEED_URL (kraken) and PRICE_MAX_AGE_SECONDS: past it a price is refused, not served. */
  priceFeed: { driver: "simulated" | "kraken"; url: string; maxAgeSeconds: number };
  crypto: CryptoConfig;
  /** RESERVE_*: the addresses holding members' coins, listed on /transparency. */
  reserves: ReservesConfig;
  /** CHAIN_WATCH and its settings: how crypto payments are watched (chain-config.ts). */
  chain: ChainConfig;
  /** EXCHANGE and its settings: the exchange account the treasury trades on (exchange-config.ts). */
  exchange: ExchangeConfig;
  /** TREASURY_*: when holdings are off the books and what an order must be (treasury-config.ts). */
  treasury: TreasuryConfig;
  logLevel: string;
  /** Under tests (NODE_ENV=test) every answer is also checked against its zod schema (lib/response-serializer.ts). */
  checkResponses: boolean;
  /** Where the built web app lives; undefined serves no SPA (tests). */
  webDistDir: string | undefined;
  storage: StorageConfig;
  /** Fastify's trustProxy: which proxies may set X-Forwarded-For (false: the socket address). */
  trustProxy: TrustProxy;
  /** Bearer token that opens /metrics; undefined refuses every caller. */
  metricsToken: string | undefined;
  jobsInApp: boolean;
  /** How the mail queues are worked (jobs/mail-worker.ts; tuning in docs/operations.md). */
  mail: { concurrency: number; batchSize: number; pollingIntervalSeconds: number };
  /** Above this (cents), a withdrawal approval or a wallet adjustment needs a second, different admin. */
  fourEyesThresholdCents: number;
  /** Days after a promotion during which its admin and the admins who appointed them do not approve each other. */
  fourEyesAppointmentDays: number;
  /** ADDRESS_HOLD_HOURS: how long a newly saved withdrawal address is held before first use (ms). */
  addressHoldMs: number;
  /** PAYOUT_CHECK_TIMEOUT_MS: past it an explorer's fee estimate or payout look-up is "late" (503). */
  payoutCheckTimeoutMs: number;
  /** Idle timeouts of sessions, in milliseconds. */
  sessions: { adminIdleMs: number; memberIdleMs: number };
  /** TEST_CLOCK: the end-to-end tests may move the app's clock through PUT /api/test-clock. */
  testClock: boolean;
  /** OPERATOR_*: undefined is a demo installation, which the footer says. */
  operator: Operator | undefined;
  /** LEGAL_DIR: the operator's own legal documents; undefined uses the bundled ones. */
  legalDir: string | undefined;
  /** Failed logins back off (modules/auth/login-limits.ts); forgot-password and signup have fixed windows. */
  rateLimits: {
    /** Free failed logins of a known device (one that signed in to the account before) on that account. */
    loginPerDevice: number;
    /** Free failed logins from one address of an unknown device, across accounts. */
    loginPerIp: number;
    /** Free failed logins on one account from all devices it does not know, together. */
    loginPerAccount: number;
    /** The first back-off wait; each further failure doubles it, up to the max. */
    loginBackoffSeconds: number;
    loginBackoffMaxSeconds: number;
    /** A failure streak is forgotten this long after its last failure. */
    loginForgetSeconds: number;
    forgotPerIp: number;
    forgotPerAccount: number;
    forgotWindowSeconds: number;
    signupPerIp: number;
    signupWindowSeconds: number;
  };
};

export const DEFAULT_RATE_LIMITS: Config["rateLimits"] = {
  loginPerDevice: 10,
  loginPerIp: 100,
  loginPerAccount: 10,
  loginBackoffSeconds: 1,
  loginBackoffMaxSeconds: 15 * 60,
  loginForgetSeconds: 24 * 60 * 60,
  forgotPerIp: 20,
  forgotPerAccount: 5,
  forgotWindowSeconds: 15 * 60,
  signupPerIp: 10,
  signupWindowSeconds: 60 * 60,
};

/** Reads a secret from DATA_DIR, generating it once for the embedded default. */
function generatedSecret(dataDir: string, file: string, bytes: number): string {
  const full = path.join(dataDir, file);
  if (existsSync(full)) return readFileSync(full, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString("hex");
  writeFileSync(full, value, { mode: 0o600 });
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  refuseTestSwitchesInProduction(env);
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.DATABASE_URL && (!e.JWT_SECRET || !e.ENCRYPTION_KEY)) {
    throw new Error("Invalid configuration: JWT_SECRET and ENCRYPTION_KEY must be set when DATABASE_URL is set");
  }
  const jwtSecret = e.JWT_SECRET ?? generatedSecret(dataDir, "jwt-secret", 48);
  const encryptionKey = e.ENCRYPTION_KEY ?? generatedSecret(dataDir, "encryption-key", 32);
  const hasAdmin = e.ADMIN_EMAIL || e.ADMIN_PASSWORD || e.ADMIN_USERNAME;
  if (e.ADMIN_TOTP_SECRET && !hasAdmin) {
    throw new Error("Invalid configuration: ADMIN_TOTP_SECRET needs ADMIN_EMAIL and ADMIN_PASSWORD");
  }
  if (hasAdmin && (!e.ADMIN_EMAIL || !e.ADMIN_PASSWORD)) {
    throw new Error("Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together");
  }
  if (e.STORAGE === "s3" && !e.S3_BUCKET) {
    throw new Error("Invalid configuration: S3_BUCKET must be set when STORAGE=s3");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    encryptionKey: Buffer.from(encryptionKey, "hex"),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? {
            email: e.ADMIN_EMAIL,
            username: e.ADMIN_USERNAME ?? "admin",
            password: e.ADMIN_PASSWORD,
            totpSecret: e.ADMIN_TOTP_SECRET,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    paymentGateway: e.PAYMENT_GATEWAY,
    priceFeed: { driver: e.PRICE_FEED, url: e.PRICE_FEED_URL, maxAgeSeconds: e.PRICE_MAX_AGE_SECONDS },
    crypto: cryptoConfig(e),
    reserves: reservesConfig(e, chainNetOf(e)),
    chain: chainConfig(e, Boolean(e.CRYPTO_BTC_XPUB || e.CRYPTO_ETH_XPUB)),
    exchange: exchangeConfig(e),
    treasury: treasuryConfig(e),
    logLevel: e.LOG_LEVEL,
    checkResponses: e.NODE_ENV === "test",
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, "../../web/dist")),
    storage:
      e.STORAGE === "s3"
        ? {
            driver: "s3",
            bucket: e.S3_BUCKET as string,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === "true" : Boolean(e.S3_ENDPOINT),
          }
        : { driver: "fs" },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    jobsInApp: e.JOBS_IN_APP === "true",
    mail: {
      concurrency: e.MAIL_CONCURRENCY,
      batchSize: e.MAIL_BATCH_SIZE,
      pollingIntervalSeconds: e.MAIL_POLL_SECONDS,
    },
    testClock: e.TEST_CLOCK === "true" && e.NODE_ENV !== "production",
    operator: operatorFrom(e),
    legalDir: e.LEGAL_DIR ? path.resolve(e.LEGAL_DIR) : undefined,
    // Where the dollar amount enters: converted to cents once, exactly (validated above).
    fourEyesThresholdCents: toCents(e.FOUR_EYES_THRESHOLD) ?? 0,
    fourEyesAppointmentDays: e.FOUR_EYES_APPOINTMENT_DAYS,
    addressHoldMs: Math.round(e.ADDRESS_HOLD_HOURS * 60 * 60 * 1000),
    payoutCheckTimeoutMs: e.PAYOUT_CHECK_TIMEOUT_MS,
    sessions: {
      adminIdleMs: e.SESSION_IDLE_MINUTES_ADMIN * 60_000,
      memberIdleMs: e.SESSION_IDLE_MINUTES_MEMBER * 60_000,
    },
    rateLimits: { ...DEFAULT_RATE_LIMITS, signupPerIp: e.SIGNUPS_PER_HOUR ?? DEFAULT_RATE_LIMITS.signupPerIp },
  };
}
