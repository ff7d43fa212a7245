import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { idempotencyKeys } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Idempotency-Key on routes with `config.idempotent`: the first request claims the key; a retry
 * gets the stored answer; a retry while the first is still running gets a 409. 5xx answers free the key.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook("preHandler", async (request, reply) => {
    const key = request.headers["idempotency-key"];
    if (!request.routeOptions.config.idempotent || typeof key !== "string" || !request.user) return;
    if (!KEY.test(key)) throw new AppError("BAD_REQUEST", "Idempotency-Key must be 8-100 letters, digits, '-' or '_'");
    const route = `${request.method} ${request.url}`;
    const claimed = await app.db
      .insert(idempotencyKeys)
      .values({ userId: request.user.id, key, route })
      .onConflictDoNothing()
      .returning();
    if (claimed.length) {
      request.idempotencyKey = key;
      return;
    }
    const [previous] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, request.user.id), eq(idempotencyKeys.key, key)));
    if (!previous || previous.route !== route) {
      throw new AppError("CONFLICT", "This Idempotency-Key was already used for another request");
    }
    if (previous.statusCode === null || previous.response === null) {
      throw new AppError("CONFLICT", "A request with this Idempotency-Key is still being processed");
    }
    reply.header("idempotent-replay", "true").type("application/json").status(previous.statusCode);
    return reply.send(previous.response);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.user) return payload;
    const where = and(eq(idempotencyKeys.userId, request.user.id), eq(idempotencyKeys.key, key));
    if (reply.statusCode >= 500) {
      await app.db.delete(idempotencyKeys).where(where);
    } else {
      await app.db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response: typeof payload === "string" ? payload : "" })
        .where(where);
    }
    return payload;
  });
}

declare module "fastify" {
  interface FastifyRequest {
    idempotencyKey?: string;
  }
}
