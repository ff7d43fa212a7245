import { ZPortfolioSummary } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errors, ok } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { getPortfolioSummary } from "./portfolio.service.ts";

const security = [{ bearer: [] }];

/** A member's portfolio: the dashboard headline, under /api (moving a position is a deposits call). */
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
};
