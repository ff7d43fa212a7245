import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Admin console: dashboard counts, users, user detail, audit log; under /api/admin. */
export const adminRoutes: FastifyPluginAsyncZod = async () => {};
