import {
  CONTENT_MESSAGES,
  REVIEW_MIME_TYPES,
  ZFaqSection,
  ZIdParams,
  ZPageQuery,
  ZPublicStats,
  ZReview,
  ZReviewCaption,
  ZSubscribeRequest,
  ZSubscriber,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { CACHED_PUBLIC_ROUTE, cachedAnswer, envelope, errors, ok } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { acceptUploads, readMultipartForm } from "../files/index.ts";
import {
  addReview,
  countMembers,
  listFaqs,
  listReviews,
  listSubscribers,
  removeReview,
  subscribe,
  subscribersCsv,
} from "./content.service.ts";

const ZStatsAnswer = envelope(ZPublicStats);
const ZFaqAnswer = envelope(z.array(ZFaqSection));
const ZReviewsAnswer = envelope(z.array(ZReview));

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

  app.get(
    "/reviews",
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: {
        tags: ["content"],
        summary: "Review images uploaded by admins, newest first",
        response: { 200: ZReviewsAnswer },
      },
    },
    cachedAnswer(app.publicCache, "reviews", async () =>
      ZReviewsAnswer.parse(ok(200, "Reviews", await listReviews(app.db))),
    ),
  );
};

/** Admin routes of the content domain, under /api/admin (admin check applied by app.ts). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    "/reviews",
    {
      schema: {
        tags: ["content"],
        summary: "Add a review image (multipart: avatar = png/jpeg/webp, caption optional)",
        consumes: ["multipart/form-data"],
        response: { 201: envelope(ZReview), ...errors(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const form = await readMultipartForm(request, { avatar: { types: REVIEW_MIME_TYPES, max: 1 } });
      const image = form.files.avatar?.[0];
      if (!image) {
        throw new AppError("BAD_REQUEST", CONTENT_MESSAGES.reviewImageRequired, [
          { field: "avatar", message: CONTENT_MESSAGES.reviewImageRequired },
        ]);
      }
      const caption = ZReviewCaption.safeParse(form.fields.caption);
      if (!caption.success) {
        const message = caption.error.issues[0]?.message ?? "Caption is not valid";
        throw new AppError("BAD_REQUEST", message, [{ field: "caption", message }]);
      }
      const review = await addReview(app.db, app.storage, { adminId: admin.id, image, caption: caption.data });
      app.publicCache.invalidate();
      return reply.status(201).send(ok(201, CONTENT_MESSAGES.reviewAdded, review));
    },
  );

  app.delete(
    "/reviews/:id",
    {
      schema: {
        tags: ["content"],
        summary: "Remove a review and its image",
        params: ZIdParams,
        response: { 200: envelope(z.object({ _id: z.string() })), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      await removeReview(app.db, app.storage, { adminId: admin.id, reviewId: request.params.id });
      app.publicCache.invalidate();
      return ok(200, CONTENT_MESSAGES.reviewRemoved, { _id: request.params.id });
    },
  );

  app.get(
    "/subscribers",
    {
      schema: {
        tags: ["content"],
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
    { schema: { tags: ["content"], summary: "All subscribers as CSV (text/csv)" } },
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
