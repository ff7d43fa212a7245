import {
  EDUCATION_MESSAGES,
  MESSAGES,
  PROOF_MIME_TYPES,
  type TCourse,
  ZAdminCoursePayment,
  ZCourseCard,
  ZCourseDenyRequest,
  ZCoursePayment,
  ZCoursePaymentFields,
  ZCursorQuery,
  ZIdParams,
  ZPageQuery,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { cursorEnvelope, envelope, errors, ok, okCursorList, security } from "../../lib/http.ts";
import { CARD_UNAVAILABLE } from "../../lib/payment-gateway.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { requireConfirmedEmail } from "../../plugins/email-proof.ts";
import { quoteDeps, ZQuoteConflict } from "../crypto/index.ts";
import { acceptUploads, parseFormFields, readMultipartForm } from "../files/index.ts";
import { assertGuardsAllow, clientOf } from "../security/index.ts";
import { courseForAmount, methodForProof, priceFor } from "./course-order.ts";
import {
  type CourseDecision,
  createCoursePayment,
  decideCoursePayment,
  getMyCoursePayment,
  listCoursePayments,
  listMyCoursePayments,
} from "./course-orders.service.ts";

const ZPage = (item: z.ZodType) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });

/** Public and signed-in routes of course orders (the course bought on the Education page), under /api. */
export const courseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    "/user/course-payments",
    {
      preHandler: requireConfirmedEmail,
      config: { idempotent: true },
      schema: {
        tags: ["course-orders"],
        security,
        summary:
          "Pay for a course (multipart {amount, email, proof, method, course}; without course the amount names it ($250 STANDARD, $1500 PREMIUM) and without method a proof file means crypto, as the sketch's client sends; card fields for method=card; for method=crypto optionally currency, quoteId (from POST /api/crypto/quotes; an expired one answers 409 with a new `quote`) and txId)",
        consumes: ["multipart/form-data"],
        response: { 201: envelope(ZCoursePayment), ...errors(400, 401, 402, 403, 413, 503), 409: ZQuoteConflict },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = await readMultipartForm(request, { proof: { types: PROOF_MIME_TYPES, max: 1 } });
      const fields = parseFormFields(ZCoursePaymentFields, form.fields);
      // The sketch's client sends only {amount, email} and a proof: the price names the course, and a proof means crypto.
      const course = (fields.course ?? courseForAmount(fields.amount)) as TCourse;
      const priceCents = priceFor(course, fields.amount);
      const method = fields.method ?? methodForProof(form.files.proof?.length ?? 0);
      let card: z.output<typeof ZCourseCard> | undefined;
      if (method === "card") {
        if (!app.paymentGateway.isAvailable) throw new AppError("UNAVAILABLE", CARD_UNAVAILABLE);
        // The form's other fields were checked strictly just above.
        card = parseFormFields(ZCourseCard.loose(), fields);
      }
      if (method === "wallet") {
        await assertGuardsAllow(app.db, "coursePurchase", {
          userId: user.id,
          now: app.clock.now(),
          client: clientOf(request),
        });
      }
      const payment = await createCoursePayment(
        app.db,
        {
          storage: app.storage,
          gateway: app.paymentGateway,
          jobs: app.jobs,
          log: request.log,
          quotes: quoteDeps(app),
          publicUrl: app.config.publicUrl,
        },
        {
          userId: user.id,
          course,
          method,
          priceCents,
          proof: form.files.proof?.[0],
          card,
          crypto: { coin: fields.currency, quoteId: fields.quoteId, txId: fields.txId },
        },
      );
      return reply.status(201).send(ok(201, MESSAGES.coursePaymentSuccess, payment));
    },
  );

  app.get(
    "/user/course-payments",
    {
      preHandler: requireUser,
      schema: {
        tags: ["course-orders"],
        security,
        summary:
          "The signed-in user's course payments, newest first, `limit` (≤ 100, default 50) at a time; `meta.nextCursor` asks for the next page (`?cursor=`)",
        querystring: ZCursorQuery,
        response: { 200: cursorEnvelope(ZCoursePayment), ...errors(400, 401) },
      },
    },
    async (request) =>
      okCursorList("Course payments", await listMyCoursePayments(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/user/course-payments/:id",
    {
      preHandler: requireUser,
      schema: {
        tags: ["course-orders"],
        security,
        summary: "One of the signed-in user's course payments (its receipt); anyone else's answers 404",
        params: ZIdParams,
        response: { 200: envelope(ZCoursePayment), ...errors(400, 401, 404) },
      },
    },
    async (request) =>
      ok(200, "Course payment", await getMyCoursePayment(app.db, currentUser(request).id, request.params.id)),
  );
};

/** Admin routes of course orders (the course bought on the Education page), under /api/admin (admin check applied by app.ts). */
export const courseOrderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/course-payments",
    {
      schema: {
        tags: ["course-orders"],
        security,
        summary: "Course payments, pending first, newest first (paginated)",
        querystring: ZPageQuery,
        response: { 200: envelope(ZPage(ZAdminCoursePayment)), ...errors(400, 401, 403) },
      },
    },
    async (request) => ok(200, "Course payments", await listCoursePayments(app.db, request.query)),
  );

  const decide = (decision: CourseDecision) =>
    decideCoursePayment(app.db, { jobs: app.jobs, publicUrl: app.config.publicUrl }, decision);

  app.post(
    "/course-payments/:id/accept",
    {
      schema: {
        tags: ["course-orders"],
        security,
        summary: "Accept a pending course payment",
        params: ZIdParams,
        response: { 200: envelope(ZCoursePayment), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const payment = await decide({ paymentId: request.params.id, adminId: admin.id, status: "accepted" });
      return ok(200, EDUCATION_MESSAGES.accepted, payment);
    },
  );

  app.post(
    "/course-payments/:id/deny",
    {
      schema: {
        tags: ["course-orders"],
        security,
        summary: "Deny a pending course payment with a reason",
        params: ZIdParams,
        body: ZCourseDenyRequest,
        response: { 200: envelope(ZCoursePayment), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const payment = await decide({
        paymentId: request.params.id,
        adminId: admin.id,
        status: "denied",
        reason: request.body.reason,
      });
      return ok(200, EDUCATION_MESSAGES.denied, payment);
    },
  );
};
