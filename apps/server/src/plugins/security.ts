import { VIDEO_EMBED_HOSTS } from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Helmet's security headers on every page, file and asset; JSON answers get API_HEADERS. The
 * middleware is built once here: @fastify/helmet rebuilt it (and re-parsed the CSP) on every request,
 * a visible share of a cached public answer.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // Lesson videos may embed these players (and nothing else); see VIDEO_EMBED_HOSTS.
        frameSrc: ["blob:", ...VIDEO_EMBED_HOSTS.map((host) => `https://${host}`)],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Decided when the answer is ready: its type says whether a browser could render it.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isJsonAnswer(reply.getHeader("content-type"))) {
      reply.headers(API_HEADERS);
      return done(null, payload);
    }
    applyHeaders(request.raw, reply.raw, () => done(null, payload));
  });
}

/**
 * JSON answers get the headers OWASP's REST Security Cheat Sheet lists: no browser renders them as a
 * page, so a page's policy (scripts, styles, frames, prefetching) has nothing to govern, and writing
 * it on every answer cost a visible share of a cached one. Pages, files, videos and the API docs keep
 * the page's headers.
 */
const API_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
  // A window opened from an API address (a link to an error, the JSON a member opens) shares no
  // browsing context with its opener, as on the pages.
  "cross-origin-opener-policy": "same-origin",
};

/**
 * A JSON body. A 304 keeps the page's headers: a browser merges them into the answer it has cached,
 * which may be a page.
 */
function isJsonAnswer(contentType: unknown): boolean {
  return typeof contentType === "string" && contentType.startsWith("application/json");
}
