import { ZIdParams, ZPlan, ZPlanInput } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CACHED_PUBLIC_ROUTE, cachedAnswer, envelope, errors, ok, sketchCreated } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { createPlan, deletePlan, getVisiblePlan, listPlans, toPlanDto, updatePlan } from "./plans.service.ts";

const ZPlansAnswer = envelope(z.array(ZPlan));

/** Public and signed-in routes of the plans domain, under /api. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendPlans = cachedAnswer(app.publicCache, "plans", async () =>
    ZPlansAnswer.parse(ok(200, "Plans gotten", await listPlans(app.db))),
  );

  app.get(
    "/plans",
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: {
        tags: ["plans"],
        summary: "Plans open for deposits, by ROI ascending (dollars; maxAmount null = and above)",
        response: { 200: ZPlansAnswer },
      },
    },
    sendPlans,
  );

  // The sketch's invest wizard reads the plan list from this path for everyone, without a token
  // (docs/product-rules.md §7.5), so it is public although it sits under /api/admin; the admin screens use it too.
  app.get(
    PUBLIC_ADMIN_PATH,
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: {
        tags: ["plans"],
        summary:
          "Every plan open for deposits, by ROI ascending (public: the sketch's client calls it without a token)",
        response: { 200: ZPlansAnswer },
      },
    },
    sendPlans,
  );
};

/** The one /api/admin path anyone may read (see plansRoutes). */
export const PUBLIC_ADMIN_PATH = "/admin/investmentPlans";

/** Admin routes of the plans domain, under /api/admin (admin check applied by app.ts). */
export const plansAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    "/plan/:id",
    {
      schema: {
        tags: ["plans"],
        summary: "One plan",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZPlan), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ok(200, "Successfully Gotten plan", toPlanDto(await getVisiblePlan(app.db, request.params.id))),
  );

  app.post(
    "/createInvestmentPlan",
    {
      schema: {
        tags: ["plans"],
        summary: "Create a plan (name, roi %, minAmount ≥ 200, maxAmount > min or empty for 'and above')",
        security,
        body: ZPlanInput,
        response: { 201: envelope(ZPlan), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const plan = await createPlan(app.db, currentUser(request).id, request.body);
      app.publicCache.invalidate();
      return reply.status(201).send(sketchCreated("Plan created", plan));
    },
  );

  app.patch(
    "/update-investmentPlan/:id",
    {
      schema: {
        tags: ["plans"],
        summary: "Update a plan; existing deposits keep their snapshot of name and ROI",
        security,
        params: ZIdParams,
        body: ZPlanInput,
        response: { 200: envelope(ZPlan), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const plan = await updatePlan(app.db, currentUser(request).id, request.params.id, request.body);
      app.publicCache.invalidate();
      return ok(200, "Plan updated", plan);
    },
  );

  app.delete(
    "/plan/:id",
    {
      schema: {
        tags: ["plans"],
        summary: "Delete a plan; a plan with deposits is hidden from new deposits instead",
        security,
        params: ZIdParams,
        response: {
          200: envelope(z.object({ _id: z.string(), isHidden: z.boolean() })),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const deleted = await deletePlan(app.db, currentUser(request).id, request.params.id);
      app.publicCache.invalidate();
      return ok(200, "Deleted plan successfully", deleted);
    },
  );
};
