import {
  CONTENT_MESSAGES,
  ZFaqSection,
  ZPageQuery,
  ZPublicStats,
  ZSubscribeRequest,
  ZSubscriber,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CACHED_PUBLIC_ROUTE, cachedAnswer, envelope, errors, ok, security } from "../../lib/http.ts";
import { countMembers, listFaqs, listSubscribers, subscribe, subscribersCsv } from "./content.service.ts";

const ZStatsAnswer = envelope(ZPublicStats);
const ZFaqAnswer = envelope(z.array(ZFaqSection));

/** Public and signed-in routes of the content domain, under /api. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/subscribe",
    {
      schema: {
        tags: ["content"],
        summary: "Subscribe an e-mail to the newsletter (stored once, any case)",
        body: ZSubscribeRequest,
        response: { 201: envelope(z.null()), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      await subscribe(app.db, request.body.email);
      return reply.status(201).send(ok(201, CONTENT_MESSAGES.subscribed, null));
    },
  );

  app.get(
    "/stats/public",
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: {
        tags: ["content"],
        summary: "Public figures for the home page: the real member count",
        response: { 200: ZStatsAnswer },
      },
    },
    cachedAnswer(app.publicCache, "stats", async () =>
      ZStatsAnswer.parse(ok(200, "Public stats", { members: await countMembers(app.db) })),
    ),
  );

  app.get(
    "/faqs",
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: {
        tags: ["content"],
        summary: "The FAQ, by section",
        response: { 200: ZFaqAnswer },
      },
    },
    cachedAnswer(app.publicCache, "faqs", async () =>
      ZFaqAnswer.parse(ok(200, "FAQ", await listFaqs(app.db, app.config))),
    ),
  );
};

/** Admin routes of the content domain, under /api/admin (admin check applied by app.ts). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/subscribers",
    {
      schema: {
        tags: ["content"],
        security,
        summary: "Newsletter subscribers, newest first (paginated)",
        querystring: ZPageQuery,
        response: {
          200: envelope(
            z.object({ items: z.array(ZSubscriber), page: z.number(), pageSize: z.number(), total: z.number() }),
          ),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => ok(200, "Subscribers", await listSubscribers(app.db, request.query)),
  );

  app.get(
    "/subscribers.csv",
    { schema: { tags: ["content"], summary: "All subscribers as CSV (text/csv)", security } },
    async (_request, reply) => {
      const csv = await subscribersCsv(app.db);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="subscribers.csv"')
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
};
