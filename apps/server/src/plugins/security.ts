import helmet from "@fastify/helmet";
import { VIDEO_EMBED_HOSTS } from "@vaultline/shared";
import type { FastifyInstance } from "fastify";

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
}
