import {
  DEPOSIT_MESSAGES,
  isExpiryInFuture,
  PLAN_MESSAGES,
  RISK_DISCLOSURE_VERSION,
  RISK_WARNING,
  type TCoin,
  type TCursorQuery,
  type TDeposit,
  type TDepositOptions,
} from "@vaultline/shared";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import { type Db, returnedRow } from "../../db/client.ts";
import { deposits, plans, users } from "../../db/schema.ts";
import { chainWatchJob } from "../../jobs/chain-watch.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ChainWatch } from "../../lib/chain/index.ts";
import type { Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { depositCardChargedMail } from "../../lib/mail-templates/deposits.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import type { CardInput, PaymentGateway } from "../../lib/payment-gateway.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import type { Storage } from "../../lib/storage.ts";
import { hasFreshAddresses, payWithQuote, type QuoteDeps, quoteColumns, quoteForPayment } from "../crypto/index.ts";
import type { Upload } from "../files/index.ts";
import { withFileWrites } from "../files/index.ts";
import { chargeCard } from "../payments/index.ts";
import { pricesNow, valuePlans } from "../portfolios/index.ts";
import type { UserRow } from "../users/index.ts";
import { isWatched, watchColumns } from "./chain-watching.ts";
import { userDepositPage } from "./deposit-lists.ts";
import type { DepositPages } from "./deposit-pages.ts";
import { loadChainView, toDepositDto } from "./deposits.dto.ts";

type PlanRow = typeof plans.$inferSelect;

function hasAcceptedRisk(user: UserRow): boolean {
  return user.riskAcceptedVersion === RISK_DISCLOSURE_VERSION;
}

export function getDepositOptions(
  config: Config,
  gateway: PaymentGateway,
  chain: ChainWatch,
  user: UserRow,
): TDepositOptions {
  const watches = (coin: TCoin) =>
    chain.source(coin) !== null && (chain.isSimulated || hasFreshAddresses(config.crypto, coin));
  return {
    // Named fields only: the extended public keys stay on the server (they would reveal every address).
    crypto: {
      btcAddress: config.crypto.btcAddress,
      usdtErc20Address: config.crypto.usdtErc20Address,
      isDemo: config.crypto.isDemo,
      network: config.crypto.chainNet,
      hasFreshAddresses: {
        BTC: hasFreshAddresses(config.crypto, "BTC"),
        USDT_ERC20: hasFreshAddresses(config.crypto, "USDT_ERC20"),
        ETH: hasFreshAddresses(config.crypto, "ETH"),
      },
    },
    card: { gateway: gateway.name, isAvailable: gateway.isAvailable },
    risk: { version: RISK_DISCLOSURE_VERSION, warning: RISK_WARNING, needsAcceptance: !hasAcceptedRisk(user) },
    chain: {
      mode: chain.mode,
      isSimulated: chain.isSimulated,
      watches: { BTC: watches("BTC"), USDT_ERC20: watches("USDT_ERC20"), ETH: watches("ETH") },
    },
  };
}

/** What every new deposit records: its owner, the amount and the plan's name as it is now. */
function newDeposit(userId: string, plan: { id: string; name: string }, amountCents: number) {
  return { userId, planId: plan.id, planName: plan.name, amountCents };
}

/** What reading deposits needs: the database, and the prices and clock to value their positions. */
export type DepositReadDeps = { db: Db; priceFeed: PriceFeed; clock: Clock; chain: ChainWatch };
/** A list of a member's deposits also reads the process's kept pages (deposit-pages.ts). */
export type DepositListDeps = DepositReadDeps & { depositPages: DepositPages };

export async function acceptRisk(db: Db, userId: string, version: string): Promise<Date> {
  if (version !== RISK_DISCLOSURE_VERSION) {
    throw new AppError("BAD_REQUEST", "This risk disclosure is out of date; reload the page and read it again");
  }
  const acceptedAt = new Date();
  await db.update(users).set({ riskAcceptedVersion: version, riskAcceptedAt: acceptedAt }).where(eq(users.id, userId));
  return acceptedAt;
}

/** The plan a new deposit goes into: it must exist, be open, and the amount must lie in its range. */
async function planForDeposit(db: Db, planId: string, amountCents: number): Promise<PlanRow> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) {
    throw new AppError("BAD_REQUEST", DEPOSIT_MESSAGES.planRequired, [
      { field: "planId", message: DEPOSIT_MESSAGES.planRequired },
    ]);
  }
  if (plan.isHidden) {
    throw new AppError("BAD_REQUEST", PLAN_MESSAGES.hidden, [{ field: "planId", message: PLAN_MESSAGES.hidden }]);
  }
  if (amountCents < plan.minCents || (plan.maxCents !== null && amountCents > plan.maxCents)) {
    const message = DEPOSIT_MESSAGES.amountOutOfRange(plan.minCents, plan.maxCents);
    throw new AppError("BAD_REQUEST", message, [{ field: "amount", message }]);
  }
  return plan;
}

function requireRisk(user: UserRow): void {
  if (!hasAcceptedRisk(user)) throw new AppError("BAD_REQUEST", DEPOSIT_MESSAGES.riskRequired);
}

/**
 * A crypto deposit with its proof file: pending until an admin confirms it. With a quote, the deposit
 * records its coin amount, rate and address (the quote is used up in the same transaction); without
 * one (the sketch's client), coin and amount in coin are "not stated".
 */
export async function createCryptoDeposit(
  deps: QuoteDeps & { storage: Storage; chain: ChainWatch; jobs: JobQueue },
  input: {
    user: UserRow;
    planId: string;
    amountCents: number;
    coin: TCoin | null;
    quoteId: string | null;
    txId: string | null;
    proof: Upload | undefined;
  },
): Promise<TDeposit> {
  const { db, storage } = deps;
  requireRisk(input.user);
  const plan = await planForDeposit(db, input.planId, input.amountCents);
  // A deposit buys units once accepted: while there are no prices nothing is recorded.
  await pricesNow(deps.priceFeed);
  const quote = input.quoteId
    ? await quoteForPayment(deps, { ...input, quoteId: input.quoteId, userId: input.user.id, purpose: "deposit" })
    : null;
  // A payment to an address of its own on a watched chain needs no proof: the chain is the evidence.
  const watch = quote && isWatched(deps.chain, quote) ? watchColumns(deps.config.chain, quote) : null;
  if (!input.proof && !watch) {
    throw new AppError("BAD_REQUEST", DEPOSIT_MESSAGES.proofRequired, [
      { field: "proof", message: DEPOSIT_MESSAGES.proofRequired },
    ]);
  }
  const proofs = input.proof ? [input.proof] : [];
  try {
    const row = await withFileWrites(storage, proofs, (writes) =>
      db.transaction(async (tx) => {
        if (input.txId) {
          const [taken] = await tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.txId, input.txId));
          if (taken) throw new AppError("CONFLICT", DEPOSIT_MESSAGES.txIdTaken);
        }
        const proofFileId = input.proof
          ? await writes.store(tx, input.proof, { kind: "proof", ownerId: input.user.id })
          : null;
        const inserted = await payWithQuote(tx, quote, deps.clock.now(), async () => {
          const [created] = await tx
            .insert(deposits)
            .values({
              ...newDeposit(input.user.id, plan, input.amountCents),
              method: "crypto",
              coin: quote?.coin ?? input.coin,
              txId: input.txId,
              proofFileId,
              ...quoteColumns(quote),
              ...watch,
            })
            .returning();
          return created;
        });
        if (!inserted) throw new Error("deposit insert returned nothing");
        // The watcher looks at once instead of at its next scheduled run.
        if (watch) await deps.jobs.enqueue(tx, chainWatchJob, {});
        return inserted;
      }),
    );
    return toDepositDto(row, input.user.email, await valuePlans(db, deps.priceFeed, deps.clock.now()), {
      payments: new Map(),
      chain: deps.chain,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", DEPOSIT_MESSAGES.txIdTaken);
    throw error;
  }
}

/**
 * A card deposit through the gateway. An approved charge creates a *pending* card deposit that an
 * admin confirms like a crypto one, so a test-mode charge never turns into wallet money on its own.
 * Only the name, brand, last 4 digits and expiry are kept; the number and CVV go to the gateway only.
 */
export async function createCardDeposit(
  deps: DepositReadDeps & { jobs: JobQueue; gateway: PaymentGateway; log: FastifyBaseLogger; publicUrl: string },
  input: { user: UserRow; planId: string; amountCents: number; card: CardInput },
): Promise<TDeposit> {
  requireRisk(input.user);
  const plan = await planForDeposit(deps.db, input.planId, input.amountCents);
  // Checked before the card is charged: while there are no prices nothing is charged or recorded.
  await pricesNow(deps.priceFeed);
  if (!isExpiryInFuture(input.card.expiryDate)) {
    throw new AppError("BAD_REQUEST", "This card has expired", [
      { field: "expiryDate", message: "This card has expired" },
    ]);
  }
  const charge = {
    userId: input.user.id,
    purpose: "deposit" as const,
    amountCents: input.amountCents,
    card: input.card,
  };
  const row = await chargeCard(
    deps,
    charge,
    async () => {},
    async (tx, charged) => {
      await tx
        .update(users)
        .set({
          cardName: input.card.cardName,
          cardBrand: charged.brand,
          cardLast4: charged.last4,
          cardExpiry: input.card.expiryDate,
        })
        .where(eq(users.id, input.user.id));
      const inserted = returnedRow(
        await tx
          .insert(deposits)
          .values({
            ...newDeposit(input.user.id, plan, input.amountCents),
            method: "card",
            cardBrand: charged.brand,
            cardLast4: charged.last4,
          })
          .returning(),
        "deposit insert",
      );
      const mail = depositCardChargedMail(input.user, inserted, charged, deps.publicUrl);
      await deps.jobs.enqueue(tx, sendMailJob, mailTo(input.user, mail));
      return inserted;
    },
  );
  return toDepositDto(row, input.user.email, await valuePlans(deps.db, deps.priceFeed, deps.clock.now()));
}

function depositsOf(db: Db, where: SQL | undefined) {
  return db
    .select({ deposit: deposits, email: users.email })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id));
}

/** A user's deposits, newest first, a page at a time, each position valued at its plan's NAV now. */
export async function listUserDeposits(deps: DepositListDeps, userId: string, page: TCursorQuery) {
  return userDepositPage(deps, userId, page, (r, valuations, chainView) =>
    toDepositDto(r.deposit, r.user.email, valuations, chainView),
  );
}

/** One of the user's deposits, for its receipt; someone else's is not found. */
export async function getUserDeposit(deps: DepositReadDeps, userId: string, id: string): Promise<TDeposit> {
  const [row] = await depositsOf(deps.db, and(eq(deposits.userId, userId), eq(deposits.id, id)));
  if (!row) throw new AppError("NOT_FOUND", DEPOSIT_MESSAGES.notFound);
  const chainView = await loadChainView(deps.db, deps.chain, [row.deposit]);
  return toDepositDto(row.deposit, row.email, await valuePlans(deps.db, deps.priceFeed, deps.clock.now()), chainView);
}
