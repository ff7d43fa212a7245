import {
  WITHDRAWAL_MESSAGES,
  ZCursorQuery,
  ZIdParams,
  ZWithdrawal,
  ZWithdrawalQuote,
  zWithdrawalQuoteRequest,
  zWithdrawRequest,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cursorEnvelope, envelope, errors, ok, okCursorList, security, ZError } from "../../lib/http.ts";
import { currentUser, requireUser, requireVerified } from "../../plugins/auth.ts";
import { requireConfirmedEmail } from "../../plugins/email-proof.ts";
import { assertGuardsAllow, clientOf, requireWithdrawalCode } from "../security/index.ts";
import { withdrawalDeps } from "./withdrawal-deps.ts";
import { quoteWithdrawal } from "./withdrawal-quote.ts";
import { explorerOf, toWithdrawalQuoteDto } from "./withdrawals.dto.ts";
import { cancelWithdrawal, getUserWithdrawal, listUserWithdrawals, requestWithdrawal } from "./withdrawals.service.ts";

/** The 409 of a withdrawal sent with an expired quote carries its replacement beside `error`. */
const ZWithdrawalQuoteConflict = ZError.extend({ quote: ZWithdrawalQuote.optional() });

/** Public and signed-in routes of the withdrawals domain, under /api. */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/withdraw/quote",
    {
      preHandler: [requireConfirmedEmail, requireVerified],
      schema: {
        tags: ["withdrawals"],
        summary:
          "Quote a withdrawal before confirming it: the coin amount for the dollar amount at the current rate (its time and source), the network fee estimate of the coin's chain watcher (null without one) and what arrives, valid 15 minutes. The destination must be a usable saved address and the amount within the balance (400 otherwise, or when the amount does not cover the fee); 503 when no fresh price or fee estimate is available.",
        security,
        body: zWithdrawalQuoteRequest(app.config.crypto.chainNet),
        response: { 201: envelope(ZWithdrawalQuote), ...errors(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const deps = withdrawalDeps(app);
      const quote = await quoteWithdrawal(deps, {
        userId: currentUser(request).id,
        amountCents: request.body.amount,
        address: request.body.address,
        coin: request.body.network,
        now: app.clock.now(),
      });
      return reply.status(201).send(ok(201, WITHDRAWAL_MESSAGES.quoted, toWithdrawalQuoteDto(quote, app.config)));
    },
  );

  app.post(
    "/user/withdrawals",
    {
      preHandler: [requireConfirmedEmail, requireVerified],
      config: { idempotent: true },
      schema: {
        tags: ["withdrawals"],
        summary:
          "Request a withdrawal (verified users): the amount is reserved from the wallet at once, in cents, and paid out in coin at `quoteId`'s quote (POST /api/withdraw/quote; its amount, coin and address must match: 400; an expired one: 409 with a fresh `quote`). Without `quoteId` the request is quoted as it is made. The address must be a valid address of the network's chain (Bitcoin P2PKH, P2SH, P2WPKH, P2WSH or P2TR on the configured CRYPTO_CHAIN_NET; an ERC20 0x address, EIP-55 checksum enforced when mixed case): otherwise 400 with the reason and nothing reserved. The address + network must be one of the member's saved addresses whose holding period is over (unknown: 400 add it to the address book first; held: 400 \"This address can be used from …\"). Unconfirmed e-mail: 403. With two-factor on, `code` is required (missing, wrong or reused: 401 on the code field; too many tries: 429).",
        security,
        body: zWithdrawRequest(app.config.crypto.chainNet),
        response: {
          201: envelope(ZWithdrawal),
          ...errors(400, 401, 403, 429, 503),
          409: ZWithdrawalQuoteConflict,
        },
      },
    },
    async (request, reply) => {
      await assertGuardsAllow(app.db, "withdrawal", {
        userId: currentUser(request).id,
        now: app.clock.now(),
        client: clientOf(request),
      });
      const spendCode = await requireWithdrawalCode(app, currentUser(request), request.body.code, app.clock.now());
      const withdrawal = await requestWithdrawal(withdrawalDeps(app), {
        spendCode,
        userId: currentUser(request).id,
        amountCents: request.body.amount,
        address: request.body.address,
        coin: request.body.network,
        quoteId: request.body.quoteId,
        now: app.clock.now(),
      });
      return reply.status(201).send(ok(201, WITHDRAWAL_MESSAGES.requested, withdrawal));
    },
  );

  app.get(
    "/user/withdrawals",
    {
      preHandler: requireUser,
      schema: {
        tags: ["withdrawals"],
        summary:
          "The signed-in user's withdrawal requests, newest first, `limit` (≤ 100, default 50) at a time; `meta.nextCursor` asks for the next page (`?cursor=`)",
        security,
        querystring: ZCursorQuery,
        response: { 200: cursorEnvelope(ZWithdrawal), ...errors(400, 401) },
      },
    },
    async (request) =>
      okCursorList(
        "Withdrawals gotten",
        await listUserWithdrawals(app.db, explorerOf(app), currentUser(request).id, request.query),
      ),
  );

  app.get(
    "/user/withdrawals/:id",
    {
      preHandler: requireUser,
      schema: {
        tags: ["withdrawals"],
        summary: "One of the signed-in user's withdrawal requests (its receipt); anyone else's answers 404",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZWithdrawal), ...errors(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        200,
        "Withdrawal",
        await getUserWithdrawal(app.db, explorerOf(app), currentUser(request).id, request.params.id),
      ),
  );

  app.post(
    "/user/withdrawals/:id/cancel",
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags: ["withdrawals"],
        summary: "Cancel one's own pending withdrawal; the reserve goes back to the wallet",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZWithdrawal), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(
        200,
        WITHDRAWAL_MESSAGES.cancelled,
        await cancelWithdrawal(app.db, explorerOf(app), {
          id: request.params.id,
          userId: currentUser(request).id,
        }),
      ),
  );
};
