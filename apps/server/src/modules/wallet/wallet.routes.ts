import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Public and signed-in routes of the wallet domain, under /api. */
export const walletRoutes: FastifyPluginAsyncZod = async () => {};

/** Admin routes of the wallet domain, under /api/admin (admin check applied by app.ts). */
export const walletAdminRoutes: FastifyPluginAsyncZod = async () => {};
