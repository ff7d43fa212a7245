import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Public and signed-in routes of the withdrawals domain, under /api. */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async () => {};

/** Admin routes of the withdrawals domain, under /api/admin (admin check applied by app.ts). */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod = async () => {};
