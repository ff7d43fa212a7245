import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Public and signed-in routes of the deposits domain, under /api. */
export const depositsRoutes: FastifyPluginAsyncZod = async () => {};

/** Admin routes of the deposits domain, under /api/admin (admin check applied by app.ts). */
export const depositsAdminRoutes: FastifyPluginAsyncZod = async () => {};
