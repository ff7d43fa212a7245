import {
  CHAIN_DEPOSIT_MESSAGES,
  MESSAGES,
  PROOF_MIME_TYPES,
  parsePlanUnits,
  ZCardPaymentRequest,
  ZCursorQuery,
  ZDeposit,
  ZDepositOptions,
  ZIdParams,
  ZInvestFields,
  ZMoveRequest,
  ZMoveResult,
  ZRiskAcceptance,
  ZSimulatedPayment,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { cursorEnvelope, envelope, errors, ok, okCursorList, security } from "../../lib/http.ts";
import { CARD_UNAVAILABLE } from "../../lib/payment-gateway.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { requireConfirmedEmail } from "../../plugins/email-proof.ts";
import { quoteDeps, ZQuoteConflict } from "../crypto/index.ts";
import { acceptUploads, parseFormFields, readMultipartForm } from "../files/index.ts";
import { sendSimulatedPayment } from "./deposit-exceptions.service.ts";
import {
  acceptRisk,
  createCardDeposit,
  createCryptoDeposit,
  getDepositOptions,
  getUserDeposit,
  listUserDeposits,
} from "./deposits.service.ts";
import { movePosition } from "./position-moves.service.ts";

/** Public and signed-in routes of the deposits domain, under /api. */
export const depositsRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.get(
    "/user/deposit-options",
    {
      preHandler: requireUser,
      schema: {
        tags: ["deposits"],
        summary: "Deposit addresses (isDemo when they are the built-in demo values), card gateway, risk disclosure",
        security,
        response: { 200: envelope(ZDepositOptions), ...errors(401) },
      },
    },
    async (request) =>
      ok(
        200,
        "Deposit options gotten",
        getDepositOptions(app.config, app.paymentGateway, app.chain, currentUser(request)),
      ),
  );

  app.post(
    "/user/risk-acceptance",
    {
      preHandler: requireUser,
      schema: {
        tags: ["deposits"],
        summary: "Record that the user accepted the current risk disclosure (required before a first deposit)",
        security,
        body: ZRiskAcceptance,
        response: { 200: envelope(z.object({ version: z.string(), acceptedAt: z.string() })), ...errors(400, 401) },
      },
    },
    async (request) => {
      const acceptedAt = await acceptRisk(app.db, currentUser(request).id, request.body.version);
      return ok(200, "Risk disclosure accepted", {
        version: request.body.version,
        acceptedAt: acceptedAt.toISOString(),
      });
    },
  );

  app.get(
    "/user/deposits",
    {
      preHandler: requireUser,
      schema: {
        tags: ["deposits"],
        summary:
          "The signed-in user's deposits, newest first, `limit` (≤ 100, default 50) at a time: `data` is the list (as the sketch reads it), `meta.nextCursor` asks for the next page (`?cursor=`); an unknown cursor answers 400",
        security,
        querystring: ZCursorQuery,
        response: { 200: cursorEnvelope(ZDeposit), ...errors(400, 401) },
      },
    },
    async (request) =>
      okCursorList("Deposits gotten", await listUserDeposits(app, currentUser(request).id, request.query)),
  );

  app.get(
    "/user/deposits/:id",
    {
      preHandler: requireUser,
      schema: {
        tags: ["deposits"],
        summary: "One of the signed-in user's deposits (its receipt); anyone else's answers 404",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZDeposit), ...errors(400, 401, 404) },
      },
    },
    async (request) => ok(200, "Deposit", await getUserDeposit(app, currentUser(request).id, request.params.id)),
  );

  app.post(
    "/user/deposits",
    {
      preHandler: requireConfirmedEmail,
      config: { idempotent: true },
      schema: {
        tags: ["deposits"],
        summary:
          "Crypto deposit: multipart {planId, amount, currency? (BTC|USDT_ERC20; absent = not stated), quoteId? (from POST /api/crypto/quotes: the caller's, unused, same amount and coin, not expired; an expired one answers 409 with a new `quote`), txId?, email?, proof (proof of payment: png, jpeg, heic, webp, pdf; ≤ 10 MiB)}",
        security,
        consumes: ["multipart/form-data"],
        response: { 201: envelope(ZDeposit), ...errors(400, 401, 403, 413, 503), 409: ZQuoteConflict },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { proof: { types: PROOF_MIME_TYPES, max: 1 } });
      const fields = parseFormFields(ZInvestFields, form.fields);
      const deposit = await createCryptoDeposit(
        { ...quoteDeps(app), storage: app.storage, chain: app.chain, jobs: app.jobs },
        {
          user: currentUser(request),
          planId: fields.planId,
          amountCents: fields.amount,
          coin: fields.currency,
          quoteId: fields.quoteId,
          txId: fields.txId,
          proof: form.files.proof?.[0],
        },
      );
      return reply.status(201).send(ok(201, MESSAGES.depositSuccess, deposit));
    },
  );

  app.post(
    "/user/deposits/card",
    {
      // Unavailable is said before anything is read or checked: nothing is charged or stored.
      preValidation: [
        requireConfirmedEmail,
        async () => {
          if (!app.paymentGateway.isAvailable) throw new AppError("UNAVAILABLE", CARD_UNAVAILABLE);
        },
      ],
      config: { idempotent: true },
      schema: {
        tags: ["deposits"],
        summary: "Card deposit through the payment gateway; only name, brand, last 4 and expiry are stored",
        security,
        body: ZCardPaymentRequest,
        response: { 201: envelope(ZDeposit), ...errors(400, 401, 402, 403, 409, 503) },
      },
    },
    async (request, reply) => {
      const { planId, amount, ...card } = request.body;
      const payments = {
        db: app.db,
        jobs: app.jobs,
        gateway: app.paymentGateway,
        log: request.log,
        priceFeed: app.priceFeed,
        clock: app.clock,
        chain: app.chain,
        publicUrl: app.config.publicUrl,
      };
      const deposit = await createCardDeposit(payments, {
        user: currentUser(request),
        planId,
        amountCents: amount,
        card,
      });
      return reply.status(201).send(ok(201, MESSAGES.depositSuccess, deposit));
    },
  );

  app.post(
    "/user/deposits/:id/simulated-payment",
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags: ["deposits"],
        summary:
          "Simulated network only: send `coinAmount` (default: what is still missing) to one of the caller's watched deposits; the answer shows the payment seen. 409 on a real network or a deposit that takes no more payments",
        security,
        params: ZIdParams,
        body: ZSimulatedPayment.nullish(),
        response: { 200: envelope(ZDeposit), ...errors(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const deposit = await sendSimulatedPayment(app, {
        userId: currentUser(request).id,
        depositId: request.params.id,
        coinAmount: request.body?.coinAmount,
      });
      return ok(200, CHAIN_DEPOSIT_MESSAGES.sent, deposit);
    },
  );

  app.post(
    "/user/deposits/:id/move",
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags: ["deposits"],
        summary:
          "Move a position (`all: true`, or `units` of them) to the wallet after its holding period: credited units × NAV now through the ledger",
        security,
        params: ZIdParams,
        body: ZMoveRequest,
        response: { 200: envelope(ZMoveResult), ...errors(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const result = await movePosition(app, {
        userId: currentUser(request).id,
        depositId: request.params.id,
        unitsMicro: request.body.units === undefined ? null : parsePlanUnits(request.body.units),
      });
      return ok(200, "Moved to your wallet", result);
    },
  );
};

export { depositsAdminRoutes } from "./deposits-admin.routes.ts";
