import { QUOTE_MESSAGES, ZCryptoQuote, ZCryptoQuoteRequest } from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errors, ok, security, ZError } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { createQuote, type QuoteDeps } from "./quotes.service.ts";

/** The 409 of a payment sent against an expired quote carries the replacement quote beside `error`. */
export const ZQuoteConflict = ZError.extend({ quote: ZCryptoQuote.optional() });

export const quoteDeps = (app: FastifyInstance): QuoteDeps => ({
  db: app.db,
  config: app.config,
  clock: app.clock,
  priceFeed: app.priceFeed,
});

/** Signed-in routes of the crypto payment domain, under /api. */
export const cryptoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/crypto/quotes",
    {
      preHandler: requireUser,
      schema: {
        tags: ["crypto"],
        summary:
          "Quote a crypto payment: the coin amount for a dollar amount at the current rate, valid 15 minutes, to a fresh address (or the shared one). previousQuoteId (own, unused) refreshes it on the same address. 503 when no fresh price is available.",
        security,
        body: ZCryptoQuoteRequest,
        response: { 201: envelope(ZCryptoQuote), ...errors(400, 401, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const quote = await createQuote(quoteDeps(app), {
        userId: currentUser(request).id,
        purpose: request.body.purpose,
        coin: request.body.currency,
        amountCents: request.body.amount,
        previousQuoteId: request.body.previousQuoteId ?? null,
      });
      return reply.status(201).send(ok(201, QUOTE_MESSAGES.created, quote));
    },
  );
};
