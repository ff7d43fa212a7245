import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Public and signed-in routes of the verification domain, under /api. */
export const verificationRoutes: FastifyPluginAsyncZod = async () => {};

/** Admin routes of the verification domain, under /api/admin (admin check applied by app.ts). */
export const verificationAdminRoutes: FastifyPluginAsyncZod = async () => {};
