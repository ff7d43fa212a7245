import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { envelope, errors, ok } from "../../lib/http.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness with a database round trip",
        response: { 200: envelope(z.object({ database: z.literal("ok") })), ...errors(503) },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`SELECT 1`);
      } catch {
        throw new AppError("UNAVAILABLE", "Database unavailable");
      }
      return ok(200, "ok", { database: "ok" as const });
    },
  );
};
