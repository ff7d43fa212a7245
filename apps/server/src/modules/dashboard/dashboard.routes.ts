import { ZPortfolioSummary } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { getPortfolioSummary } from "../portfolios/index.ts";
import { getBalanceCents } from "../wallet/index.ts";

/**
 * A member's portfolio: the dashboard headline, under /api (moving a position is a deposits call).
 * It sits above both portfolios and wallet, so that portfolios need not import the wallet for one figure.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const userId = currentUser(request).id;
      const summary = await getPortfolioSummary(app, userId, await getBalanceCents(app.db, userId));
      return ok(200, "Portfolio", summary);
    },
  );
};
