import type { IncomingMessage, ServerResponse } from "node:http";
import { VIDEO_EMBED_HOSTS } from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { REQUEST_ID_HEADER } from "./request-id.ts";

/**
 * Every answer's own headers, in one onSend hook (it also runs for errors, 404s and streamed files):
 * its request id, and the security headers for its kind: JSON answers get API_HEADERS, every page,
 * file, video and the API docs get helmet's. Both sets are computed once here; per request the hook
 * only copies one object's entries. Once the app is closing (graceful shutdown), answers still being
 * written also tell the client to drop the keep-alive connection, so the server can finish them and
 * close instead of waiting on idle sockets.
 */
export function registerSecurity(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.headers(isJsonAnswer(reply.getHeader("content-type")) ? API_HEADERS : PAGE_HEADERS);
    if (isClosing) reply.header("connection", "close");
    done(null, payload);
  });
}

/**
 * Helmet's headers for pages, as its middleware writes them. None of its settings depends on the
 * request (no directive is a function, such as a nonce), so they are taken from one run of the
 * middleware at start: building them per request (helmet's 13 middlewares, each `setHeader` checked
 * by Node) cost a fifth of a pre-rendered page's answer.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  headersOf(
    helmet({
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
    }),
  ),
);

/** The headers a (request-independent) middleware sets on an answer, lower-cased. */
function headersOf(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * JSON answers get the headers OWASP's REST Security Cheat Sheet lists: no browser renders them as a
 * page, so a page's policy (scripts, styles, frames, prefetching) has nothing to govern, and writing
 * it on every answer cost a visible share of a cached one. Pages, files, videos and the API docs keep
 * the page's headers.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
  // A window opened from an API address (a link to an error, the JSON a member opens) shares no
  // browsing context with its opener, as on the pages.
  "cross-origin-opener-policy": "same-origin",
});

/**
 * A JSON body. A 304 keeps the page's headers: a browser merges them into the answer it has cached,
 * which may be a page.
 */
function isJsonAnswer(contentType: unknown): boolean {
  return typeof contentType === "string" && contentType.startsWith("application/json");
}
