import { type TPage, ZPageMeta } from "@vaultline/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { type CachedAnswer, PUBLIC_CACHE_MAX_AGE_MS, type PublicCache } from "./public-cache.ts";

/** The error body; a route that adds fields to one status extends it (`ZError.extend({ quote })`). */
export const ZError = z.object({
  status: z.number(),
  error: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});

/** The success envelope schema for a route's 2xx answer. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number(), message: z.string(), data, token: z.string().optional() });
}

/** The OpenAPI security requirement of a route that needs the bearer token (plugins/docs.ts names the scheme). */
export const security = [{ bearer: [] }];

/** Error answers a route documents, by status code. */
export function errors(...codes: (400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 503)[]) {
  return Object.fromEntries(codes.map((c) => [c, ZError])) as Record<number, typeof ZError>;
}

/**
 * Route options of a public answer served from the cache: a successful one writes no request log
 * line, since it carries no caller and changes nothing, and the line cost a quarter of its time.
 * Its count and latency are in the metrics; a failure still logs.
 */
export const CACHED_PUBLIC_ROUTE = { config: { isRequestLogged: false } } as const;

/**
 * The handler of a public answer kept in the cache under `key` (`load` reads it when it is stale):
 * its entity tag and a short public cache lifetime, and a bodiless 304 for a browser that already
 * has this version. A fresh answer is sent at once; only a load returns a promise.
 */
export function cachedAnswer(cache: PublicCache, key: string, load: () => Promise<unknown>) {
  return (request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined => {
    const answer = cache.fresh(key, load);
    if (!answer) return cache.get(key, load).then((loaded) => sendCached(request, reply, loaded));
    sendCached(request, reply, answer);
  };
}

const CACHE_CONTROL = `public, max-age=${PUBLIC_CACHE_MAX_AGE_MS / 1000}`;

function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): void {
  reply.header("etag", answer.etag).header("cache-control", CACHE_CONTROL);
  if (request.headers["if-none-match"] === answer.etag) reply.code(304).send();
  else reply.type("application/json; charset=utf-8").send(answer.body);
}

export function ok<T>(status: number, message: string, data: T) {
  return { status, message, data };
}

/** A paginated list as the sketch's client reads it: `data` is the list, the page is in `meta`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ status: z.number(), message: z.string(), data: z.array(item), meta: ZPageMeta });
}

export function okList<T>(message: string, page: TPage<T>) {
  return {
    status: 200,
    message,
    data: page.items,
    meta: { page: page.page, pageSize: page.pageSize, total: page.total, isTotalCapped: page.isTotalCapped },
  };
}

export const ZCursorMeta = z.object({ limit: z.number(), nextCursor: z.string().nullable() });

/** A member's long list a page at a time: `data` is the list, `meta.nextCursor` asks for more. */
export function cursorEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ status: z.number(), message: z.string(), data: z.array(item), meta: ZCursorMeta });
}

export function okCursorList<T>(message: string, page: { items: T[]; limit: number; nextCursor: string | null }) {
  return { status: 200, message, data: page.items, meta: { limit: page.limit, nextCursor: page.nextCursor } };
}
