import { ZIdParams, ZPlan, ZPlanInput } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, sketchCreated } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { createPlan, deletePlan, getVisiblePlan, listPlans, toPlanDto, updatePlan } from "./plans.service.ts";

/** Public and signed-in routes of the plans domain, under /api. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/plans",
    {
      schema: {
        tags: ["plans"],
        summary: "Plans open for deposits, by ROI ascending (dollars; maxAmount null = and above)",
        response: { 200: envelope(z.array(ZPlan)) },
      },
    },
    async () => ok(200, "Plans gotten", await listPlans(app.db)),
  );

  // The sketch's invest wizard reads the plan list from this path for everyone, without a token
  // (seed §7), so it is public although it sits under /api/admin; the admin screens use it too.
  app.get(
    PUBLIC_ADMIN_PATH,
    {
      schema: {
        tags: ["plans"],
        summary:
          "Every plan open for deposits, by ROI ascending (public: the sketch's client calls it without a token)",
        response: { 200: envelope(z.array(ZPlan)) },
      },
    },
    async () => ok(200, "Plans gotten", await listPlans(app.db)),
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
    async (request) =>
      ok(200, "Plan updated", await updatePlan(app.db, currentUser(request).id, request.params.id, request.body)),
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
    async (request) =>
      ok(200, "Deleted plan successfully", await deletePlan(app.db, currentUser(request).id, request.params.id)),
  );
};
