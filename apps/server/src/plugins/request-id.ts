import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Keeps a caller's (or proxy's) request id when it is safe to log and echo; otherwise a new UUID. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify options for request ids. `requestIdHeader` is false on purpose: when it names a header,
 * Fastify takes that header verbatim and never calls genReqId, so nothing would check it.
 */
export const requestIdOptions = { requestIdHeader: false, genReqId } as const;

/** Every answer carries its id (onSend also runs for errors, 404s and streamed files). */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
}
