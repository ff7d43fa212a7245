import {
  REVIEW_MESSAGES,
  WEB_IMAGE_MIME_TYPES,
  ZMyReview,
  ZMyReviewState,
  ZPublicReviews,
  ZPublicReviewsQuery,
  ZReviewFields,
} from "@vaultline/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CACHED_PUBLIC_ROUTE, cachedAnswer, envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { acceptUploads, parseFormFields, readMultipartForm } from "../files/index.ts";
import { getMyReviewState, listPublishedReviews, updateMyReview, writeReview } from "./reviews.service.ts";

const ZReviewsAnswer = envelope(ZPublicReviews);
const ZMyReviewAnswer = envelope(ZMyReview);

const FORM_DESCRIPTION =
  "multipart: stars (1-5), text (20 to 2,000 characters), optionally image (png, jpeg or webp by its bytes, up to 10 MiB and 40 megapixels; stored as a WebP without metadata); on a change, removeImage=true drops the image. Only members who have invested (an accepted deposit) or completed a lesson may write one; others get a 403 saying so.";

/** The review's fields and its optional image, checked with the form's own schema. */
async function readReviewForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, { image: { types: WEB_IMAGE_MIME_TYPES, max: 1 } });
  return { fields: parseFormFields(ZReviewFields, form.fields), image: form.files.image?.[0] ?? null };
}

/** A member writes and changes their own review; a plugin of its own so only these routes read uploads. */
const memberReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);

  app.get(
    "/reviews/mine",
    {
      preHandler: requireUser,
      schema: {
        tags: ["reviews"],
        summary:
          "The signed-in member's review (pending, published or rejected with the reason) and whether they may write one",
        security,
        response: { 200: envelope(ZMyReviewState), ...errors(401) },
      },
    },
    async (request) => ok(200, REVIEW_MESSAGES.mine, await getMyReviewState(app.db, currentUser(request))),
  );

  app.post(
    "/reviews",
    {
      preHandler: requireUser,
      schema: {
        tags: ["reviews"],
        summary: "Write your one review; it waits for an admin to publish it",
        description: FORM_DESCRIPTION,
        security,
        consumes: ["multipart/form-data"],
        response: { 201: ZMyReviewAnswer, ...errors(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, image } = await readReviewForm(request);
      const review = await writeReview(app.db, app.storage, { user, fields, image, now: app.clock.now() });
      return reply.status(201).send(ok(201, REVIEW_MESSAGES.created, review));
    },
  );

  app.put(
    "/reviews/mine",
    {
      preHandler: requireUser,
      schema: {
        tags: ["reviews"],
        summary: "Change your review while it is pending or after a rejection; it goes back to pending",
        description: `${FORM_DESCRIPTION} A published review cannot be changed (409).`,
        security,
        consumes: ["multipart/form-data"],
        response: { 200: ZMyReviewAnswer, ...errors(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { fields, image } = await readReviewForm(request);
      const { review, wasRejected } = await updateMyReview(app.db, app.storage, {
        user,
        fields,
        image,
        now: app.clock.now(),
      });
      // The public page shows published reviews and counts rejected ones; a published review is
      // final, so only a rejected review sent again changes it (it leaves the count).
      if (wasRejected) app.publicCache.invalidate();
      return ok(200, REVIEW_MESSAGES.updated, review);
    },
  );
};

/** Public and member routes of the reviews domain, under /api. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadPage = async (page: number) =>
    ZReviewsAnswer.parse(ok(200, REVIEW_MESSAGES.list, await listPublishedReviews(app.db, page)));
  const firstPage = cachedAnswer(app.publicCache, "reviews", () => loadPage(1));

  app.get(
    "/reviews",
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: {
        tags: ["reviews"],
        summary: "Published member reviews, latest first (24 a page), with the count of rejected reviews per reason",
        querystring: ZPublicReviewsQuery,
        response: { 200: ZReviewsAnswer, ...errors(400) },
      },
    },
    // The first page is what nearly every visitor reads: it is served from the public cache.
    (request, reply) => (request.query.page === 1 ? firstPage(request, reply) : loadPage(request.query.page)),
  );

  await app.register(memberReviewRoutes);
};
