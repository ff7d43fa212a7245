import { VIDEO_EMBED_HOSTS } from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Helmet's security headers on every answer. The middleware is built once here: @fastify/helmet
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
    applyHeaders(request.raw, reply.raw, () => next());
  });
}
