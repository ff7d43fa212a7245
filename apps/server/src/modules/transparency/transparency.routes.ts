import {
  ZCoverage,
  ZCoverageQuery,
  ZInclusionProof,
  ZInclusionQuery,
  ZPublication,
  ZTransparency,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ChainWatch } from "../../lib/chain/index.ts";
import { CACHED_PUBLIC_ROUTE, cachedAnswer, envelope, errors, ok } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { writeAudit } from "../decisions/index.ts";
import { coverageHistory } from "../treasury/index.ts";
import { getInclusionProof } from "./inclusion-proof.ts";
import { publishLiabilities } from "./liabilities.ts";
import { publishedDays } from "./published-days.ts";
import { type ReserveChain, readReserves } from "./reserves.ts";
import { toDayDto } from "./transparency.dto.ts";

const tags = ["transparency"];
/** Days of history on the public page (a year and a day). */
const HISTORY_DAYS = 366;
/** Days of per-asset coverage when the query names none. */
const COVERAGE_DAYS = 90;

/** The chain watcher reserves are read through; none when CHAIN_WATCH is off. */
const chainOf = (chain: ChainWatch): ReserveChain | undefined => (chain.mode === "off" ? undefined : chain);

/** The published proof of liabilities, the reserves, and a member's proof of inclusion, under /api. */
export const transparencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = async () => {
    const chain = chainOf(app.chain);
    const [days, reserves] = await Promise.all([
      publishedDays(app.db, HISTORY_DAYS),
      readReserves(app.db, app.config.reserves, chain, app.clock.now()),
    ]);
    const isSimulated = app.chain.isSimulated || app.config.crypto.isDemo || app.priceFeed.source === "simulated";
    return ok(200, "Transparency", { isSimulated, days: days.map(toDayDto), reserves });
  };

  app.get(
    "/transparency",
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: {
        tags,
        summary:
          "Each day's published liabilities root, total and account count (newest first) with the ledger's last sealed hash; the reserve addresses, their balances where a chain watcher reads them, and the coverage of the plans' holdings",
        response: { 200: envelope(ZTransparency) },
      },
    },
    cachedAnswer(app.publicCache, "transparency", load),
  );

  app.get(
    "/transparency/coverage",
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: {
        tags,
        summary:
          "The treasury's daily reconciliations per asset (BTC in satoshis, ETH in wei, USD in cents), newest first: liabilities, reserves by how they are known (on-chain, an exchange's API, declared with a statement), in transit, and the coverage ratio",
        querystring: ZCoverageQuery,
        response: { 200: envelope(ZCoverage), ...errors(400) },
      },
    },
    (request, reply) => {
      const days = request.query.days ?? COVERAGE_DAYS;
      return cachedAnswer(app.publicCache, `transparency-coverage:${days}`, async () => {
        const isSimulated =
          app.chain.isSimulated ||
          app.config.crypto.isDemo ||
          app.priceFeed.source === "simulated" ||
          Boolean(app.exchange?.simulated);
        const tradingCosts = app.config.treasury.tradingCosts;
        return ok(200, "Coverage", { isSimulated, days: await coverageHistory(app.db, days), tradingCosts });
      })(request, reply);
    },
  );

  app.get(
    "/user/transparency/proof",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "The member's proof of inclusion in a day's liabilities tree (the latest without `day`): balance, nonce, leaf, path and root, to verify with `npm run verify-inclusion` or on /transparency",
        security: [{ bearer: [] }],
        querystring: ZInclusionQuery,
        response: { 200: envelope(ZInclusionProof), ...errors(400, 401, 404) },
      },
    },
    async (request) =>
      ok(200, "Proof of inclusion", await getInclusionProof(app.db, currentUser(request).id, request.query.day)),
  );
};

/** Publishing now instead of waiting for the daily job, under /api/admin (admin check applied by app.ts). */
export const transparencyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/transparency/publish",
    {
      schema: {
        tags,
        summary:
          "Seal the ledger and publish today's proof of liabilities now, as the daily job does; a day already published is returned as it is (isNew false)",
        security: [{ bearer: [] }],
        response: { 200: envelope(ZPublication), ...errors(401, 403, 503) },
      },
    },
    async (request) => {
      const { day, isNew, sealed } = await publishLiabilities(app.db, app.priceFeed, app.clock.now());
      // Recorded after the publication, which is idempotent and commits on its own: the entry says an
      // admin asked for it, and whether a new day was published.
      await writeAudit(app.db, {
        adminId: currentUser(request).id,
        action: "transparency.publish",
        targetType: "liability_tree",
        targetId: day.day,
        after: { name: day.day, isNew, sealed },
      });
      app.publicCache.invalidate();
      return ok(200, isNew ? "Published" : "Already published today", { ...toDayDto(day), isNew, sealed });
    },
  );
};
