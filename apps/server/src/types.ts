import type { TSiteInfo } from "@vaultline/shared";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { UserRow } from "./db/schema.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { ChainWatch } from "./lib/chain/index.ts";
import type { Clock } from "./lib/clock.ts";
import type { ExchangeConnector } from "./lib/exchange/index.ts";
import type { Mailer } from "./lib/mail.ts";
import type { PaymentGateway } from "./lib/payment-gateway.ts";
import type { PriceFeed } from "./lib/price-feed/price-feed.ts";
import type { PublicCache } from "./lib/public-cache.ts";
import type { Storage } from "./lib/storage.ts";
import type { DepositPages } from "./modules/deposits/index.ts";
import type { LegalDocuments } from "./modules/legal/index.ts";
import type { CreatedAdmin, UserCache } from "./modules/users/index.ts";
import type { AuthLookups } from "./plugins/auth.ts";
import type { AppMetrics } from "./plugins/metrics.ts";

/** A registered route, and which parts of a request its schema checks (body, querystring, a multipart form). */
export type RouteTableEntry = { method: string; url: string; body: boolean; querystring: boolean; multipart: boolean };

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    clock: Clock;
    mailer: Mailer;
    jobs: JobQueue;
    paymentGateway: PaymentGateway;
    priceFeed: PriceFeed;
    /** EXCHANGE: the treasury's exchange account; null when there is none (orders filled by hand). */
    exchange: ExchangeConnector | null;
    /** How crypto payments are watched on their chains (lib/chain; docs/payments.md). */
    chain: ChainWatch;
    storage: Storage;
    /** Plans, FAQ, reviews and the member count, ready to send (lib/public-cache.ts). */
    publicCache: PublicCache;
    userCache: UserCache;
    /** The pages of members' deposits this process read, kept exact (modules/deposits/deposit-pages.ts). */
    depositPages: DepositPages;
    /** The user and session lookups the auth hook runs with (plugins/auth.ts), set in app.ts. */
    authLookups: AuthLookups;
    routeTable: RouteTableEntry[];
    /** The routes with `config.idempotent` (not their old-path aliases), for the crash-point test. */
    idempotentRoutes: { method: string; url: string }[];
    metrics: AppMetrics;
    /** The terms, privacy notice and risk disclosure, read at start (modules/legal/legal-documents.ts). */
    legalDocuments: LegalDocuments;
    /** GET /api/site's data, made once at start; every page of the web app carries it too (plugins/spa.ts). */
    siteInfo: TSiteInfo;
    /** The admin this start created on an empty database, with its one-time password (server.ts prints it). */
    createdAdmin: CreatedAdmin | null;
  }
  interface FastifyRequest {
    /** The signed-in user (kept per process, forgotten on any change: modules/users/user-cache.ts); null when anonymous. */
    user: UserRow | null;
    /** The session the bearer token names, when it is open. */
    sessionId: string | null;
    /** A valid token whose session has ended (revoked or idle): protected routes say so. */
    hasEndedSession: boolean;
    /** Why that session ended, in plain words (null: not known). */
    endedSessionMessage: string | null;
    /** The member's two-factor state and whether this session passed it; null when anonymous. */
    twoFactor: { isEnabled: boolean; isSessionVerified: boolean } | null;
  }
  interface FastifyContextConfig {
    /** Money-moving POST: honours the Idempotency-Key header. */
    idempotent?: boolean;
    /** false: a successful answer writes no request log line (plugins/request-log.ts). */
    isRequestLogged?: boolean;
  }
}
