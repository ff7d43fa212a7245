import { ZPriceParams, ZPriceQuery, ZPrices } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errors, ok } from "../../lib/http.ts";
import { getPrices } from "./prices.service.ts";

/** Public prices of the coins the product quotes, under /api. */
export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/prices/:symbol",
    {
      schema: {
        tags: ["prices"],
        summary: "Spot price and chart history of BTC or ETH in dollars; `source` says whether it is simulated",
        params: ZPriceParams,
        querystring: ZPriceQuery,
        response: { 200: envelope(ZPrices), ...errors(400, 503) },
      },
    },
    async (request) =>
      ok(200, "Prices gotten", await getPrices(app.priceFeed, request.params.symbol, request.query.range)),
  );
};
