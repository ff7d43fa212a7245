import { parsePlanUnits, ZIdParams, ZMoveRequest, ZMoveResult, ZPortfolioSummary } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errors, ok } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { movePosition } from "./moves.service.ts";
import { getPortfolioSummary } from "./portfolio.service.ts";

const security = [{ bearer: [] }];

/** A member's portfolio: the dashboard headline and moving a position to the wallet, under /api. */
export const portfoliosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/portfolio",
    {
      preHandler: requireUser,
      schema: {
        tags: ["portfolios"],
        summary:
          "Wallet cash plus every position at its plan's NAV now, the change over 24 hours, and the money-weighted return",
        security,
        response: { 200: envelope(ZPortfolioSummary), ...errors(401) },
      },
    },
    async (request) => ok(200, "Portfolio", await getPortfolioSummary(app, currentUser(request).id)),
  );

  app.post(
    "/user/deposits/:id/move",
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags: ["portfolios"],
        summary:
          "Move a position (all units, or `units` of them) to the wallet after its holding period: credited units × NAV now through the ledger",
        security,
        params: ZIdParams,
        body: ZMoveRequest.nullish(),
        response: { 200: envelope(ZMoveResult), ...errors(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const result = await movePosition(app, {
        userId: currentUser(request).id,
        depositId: request.params.id,
        unitsMicro: request.body?.units ? parsePlanUnits(request.body.units) : null,
      });
      return ok(200, "Moved to your wallet", result);
    },
  );
};
