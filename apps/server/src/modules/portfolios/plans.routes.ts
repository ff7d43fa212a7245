import { ZIdParams, ZPlan, ZPlanInput, ZPlanRecord } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CACHED_PUBLIC_ROUTE, cachedAnswer, envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { createPlan, deletePlan, getPlanDto, getPlanRecord, listPlans, updatePlan } from "./plans.service.ts";

const ZPlansAnswer = envelope(z.array(ZPlan));

/** Public and signed-in routes of the plans domain, under /api. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendPlans = cachedAnswer(app.publicCache, "plans", async () =>
    ZPlansAnswer.parse(ok(200, "Plans gotten", await listPlans(app))),
  );

  app.get(
    "/plans",
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: {
        tags: ["plans"],
        summary:
          "Plans open for deposits, from cautious to adventurous then by minimum (dollars; maxAmount null = and above; roi = realised return since launch)",
        response: { 200: ZPlansAnswer },
      },
    },
    sendPlans,
  );

  app.get(
    "/plans/:id",
    {
      schema: {
        tags: ["plans"],
        summary:
          "A plan's public record: holdings at market, NAV history since launch, time-weighted returns, drawdown, volatility and risk class",
        params: ZIdParams,
        response: { 200: envelope(ZPlanRecord), ...errors(400, 404) },
      },
    },
    async (request) => ok(200, "Plan record", await getPlanRecord(app, request.params.id)),
  );
};

/** Admin routes of the plans domain, under /api/admin (admin check applied by app.ts). */
export const plansAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/plans/:id",
    {
      schema: {
        tags: ["plans"],
        summary: "One plan",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZPlan), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ok(200, "Successfully Gotten plan", await getPlanDto(app, request.params.id)),
  );

  app.post(
    "/plans",
    {
      schema: {
        tags: ["plans"],
        summary:
          "Create a plan (name, description, minAmount ≥ 200, maxAmount > min or empty for 'and above', weights {BTC, ETH, USD} summing to 100 (default cautious), feePercent 0–5 (default 0.5), holdingDays 1–365 (default 30); a roi field is ignored). Answers the new plan",
        security,
        body: ZPlanInput,
        response: { 201: envelope(ZPlan), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const row = await createPlan(app.db, currentUser(request).id, request.body, app.clock.now());
      const plan = await getPlanDto(app, row.id);
      app.publicCache.invalidate();
      return reply.status(201).send(ok(201, "Plan created", plan));
    },
  );

  app.patch(
    "/plans/:id",
    {
      schema: {
        tags: ["plans"],
        summary:
          "Update a plan (fields left out keep their value; a roi field is ignored); new weights apply from the next deposit and the daily rebalance",
        security,
        params: ZIdParams,
        body: ZPlanInput,
        response: { 200: envelope(ZPlan), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await updatePlan(app.db, currentUser(request).id, request.params.id, request.body);
      const plan = await getPlanDto(app, row.id);
      app.publicCache.invalidate();
      return ok(200, "Plan updated", plan);
    },
  );

  app.delete(
    "/plans/:id",
    {
      schema: {
        tags: ["plans"],
        summary: "Delete a plan; a plan with deposits is hidden from new deposits instead",
        security,
        params: ZIdParams,
        response: {
          200: envelope(z.object({ id: z.string(), isHidden: z.boolean() })),
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
