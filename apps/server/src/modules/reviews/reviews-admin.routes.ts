import {
  REVIEW_MESSAGES,
  ZAdminReview,
  ZAdminReviewsQuery,
  ZArchivedReviewImage,
  ZIdParams,
  ZReviewPublish,
  ZReviewReject,
} from "@vaultline/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, listEnvelope, ok, okList, security } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { type Decision, decideReview, listArchivedImages, listReviewsForAdmin } from "./review-decisions.ts";

/**
 * Admin routes of the reviews domain, under /api/admin (admin check applied by app.ts). Admins
 * decide on members' reviews; they write none and delete none (no POST or DELETE on /reviews).
 */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const decide = async (request: FastifyRequest, reviewId: string, version: number, decision: Decision) => {
    const review = await decideReview(app.db, app.jobs, {
      reviewId,
      admin: currentUser(request),
      version,
      decision,
      now: app.clock.now(),
      publicUrl: app.config.publicUrl,
    });
    app.publicCache.invalidate();
    return review;
  };

  app.get(
    "/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary:
          "Members' reviews: the queue (status=pending, oldest first) or the decided ones (status=decided, latest first)",
        security,
        querystring: ZAdminReviewsQuery,
        response: { 200: listEnvelope(ZAdminReview), ...errors(400, 401, 403) },
      },
    },
    async (request) => okList(REVIEW_MESSAGES.list, await listReviewsForAdmin(app.db, request.query)),
  );

  app.get(
    "/reviews/archive",
    {
      schema: {
        tags: ["reviews"],
        summary: "Images admins uploaded as reviews before reviews came from members (read-only, never public)",
        security,
        response: { 200: envelope(z.array(ZArchivedReviewImage)), ...errors(401, 403) },
      },
    },
    async () => ok(200, "Archived review images", await listArchivedImages(app.db)),
  );

  app.post(
    "/reviews/:id/publish",
    {
      schema: {
        tags: ["reviews"],
        summary: "Publish a pending review, as the member wrote it (body: the version you read)",
        security,
        params: ZIdParams,
        body: ZReviewPublish,
        response: { 200: envelope(ZAdminReview), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const review = await decide(request, request.params.id, request.body.version, { status: "published" });
      return ok(200, REVIEW_MESSAGES.published, review);
    },
  );

  app.post(
    "/reviews/:id/reject",
    {
      schema: {
        tags: ["reviews"],
        summary: "Reject a pending or published review for abuse, personal data or off-topic: no other reason",
        description:
          "A review is never rejected for being negative: `reason` is one of abuse, personal_data, off_topic.",
        security,
        params: ZIdParams,
        body: ZReviewReject,
        response: { 200: envelope(ZAdminReview), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { reason, version } = request.body;
      const review = await decide(request, request.params.id, version, { status: "rejected", reason });
      return ok(200, REVIEW_MESSAGES.rejected, review);
    },
  );
};
