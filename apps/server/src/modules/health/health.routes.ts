import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { envelope, errors, ok } from "../../lib/http.ts";

/** Each check answers within this time or counts as down, so a probe never hangs on a dead dependency. */
const CHECK_TIMEOUT_MS = 3_000;

async function check(run: () => Promise<unknown>): Promise<"ok" | "unavailable"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return "ok";
  } catch {
    return "unavailable";
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      // A liveness probe, asked every few seconds by an orchestrator: a success writes no log line
      // (the line was a fifth of its cost); the metrics count it and a failure still logs.
      config: { isRequestLogged: false },
      schema: {
        tags: ["health"],
        summary: "Liveness: the process is up and answering (no dependency is checked)",
        response: { 200: envelope(z.object({ process: z.literal("ok") })) },
      },
    },
    async () => ok(200, "ok", { process: "ok" as const }),
  );

  app.get(
    "/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: the database and the file storage are reachable (503 otherwise)",
        response: { 200: envelope(z.object({ database: z.literal("ok"), storage: z.literal("ok") })), ...errors(503) },
      },
    },
    async () => {
      const [database, storage] = await Promise.all([
        check(() => app.db.execute(sql`SELECT 1`)),
        check(() => app.storage.ping()),
      ]);
      if (database !== "ok" || storage !== "ok") {
        throw new AppError("UNAVAILABLE", `Not ready: database ${database}, storage ${storage}`);
      }
      return ok(200, "ready", { database, storage });
    },
  );
};
