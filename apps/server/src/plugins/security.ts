import { VIDEO_EMBED_HOSTS } from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Helmet's security headers on every page, file and asset. The middleware is built once here: @fastify/helmet
 * rebuilt it (and re-parsed the CSP) on every request, a visible share of a cached public answer.
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
  app.addHook("onRequest", (request, reply, next) => {
    if (answersJson(request.routeOptions.url)) {
      reply.headers(API_HEADERS);
      return next();
    }
    applyHeaders(request.raw, reply.raw, () => next());
  });
}

/**
 * The API's JSON answers get the headers OWASP's REST Security Cheat Sheet lists: no browser renders
 * them as a page, so a page's policy (scripts, styles, frames, prefetching) has nothing to govern, and
 * writing it on every answer cost a visible share of a cached one. Files and the API docs are shown
 * by the browser and keep the page's headers.
 */
const API_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
};

function answersJson(route: string | undefined): boolean {
  return !!route?.startsWith("/api/") && !route.startsWith("/api/docs") && !route.startsWith("/api/files/");
}
