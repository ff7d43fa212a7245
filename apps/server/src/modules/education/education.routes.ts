import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Public and signed-in routes of the education domain, under /api. */
export const educationRoutes: FastifyPluginAsyncZod = async () => {};

/** Admin routes of the education domain, under /api/admin (admin check applied by app.ts). */
export const educationAdminRoutes: FastifyPluginAsyncZod = async () => {};
