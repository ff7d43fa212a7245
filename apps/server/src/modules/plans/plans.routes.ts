import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Public and signed-in routes of the plans domain, under /api. */
export const plansRoutes: FastifyPluginAsyncZod = async () => {};

/** Admin routes of the plans domain, under /api/admin (admin check applied by app.ts). */
export const plansAdminRoutes: FastifyPluginAsyncZod = async () => {};
