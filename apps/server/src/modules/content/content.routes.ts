import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Public and signed-in routes of the content domain, under /api. */
export const contentRoutes: FastifyPluginAsyncZod = async () => {};

/** Admin routes of the content domain, under /api/admin (admin check applied by app.ts). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async () => {};
