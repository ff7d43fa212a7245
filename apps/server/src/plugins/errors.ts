import type { TApiError, TFieldError } from "@vaultline/shared";
import { MESSAGES } from "@vaultline/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isTransactionConflict } from "../db/transaction-retry.ts";
import { AppError } from "../lib/app-error.ts";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../lib/db-errors.ts";
import { RateLimitedError } from "../lib/rate-limit.ts";
import { issueDetails } from "../lib/strict-request.ts";
import { REQUEST_ID_HEADER } from "./request-id.ts";

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type",
  FST_REQ_FILE_TOO_LARGE: "File is too large: the limit is 10 MiB",
  FST_FILES_LIMIT: "Too many files",
  FST_PARTS_LIMIT: "Too many fields",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Expected a multipart/form-data upload",
};

// PostgreSQL refuses text it cannot store (a NUL character, a broken escape): the client's input, not our fault.
const INVALID_TEXT_CODES = new Set(["22021", "22P05"]);

function isInvalidTextError(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string" && INVALID_TEXT_CODES.has(e.code)) return true;
  }
  return false;
}

function send(requestId: string, status: number, error: string, details?: TFieldError[]): TApiError {
  return details?.length ? { status, error, details, requestId } : { status, error, requestId };
}

/** One error shape for every failure (docs/product-rules.md §3.1); 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // Every 429 of a limiter says when to come back, and Retry-After says the same (lib/rate-limit.ts).
      if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterSeconds));
      const body = send(request.id, error.status, error.message, error.details);
      return reply.status(error.status).send(error.extra ? { ...error.extra, ...body } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = issueDetails(
        error.validation.map((v) => ({
          path: String(v.instancePath || "")
            .split("/")
            .filter(Boolean),
          message: v.message ?? "Invalid value",
          code: v.keyword,
          keys: (v.params as { keys?: string[] }).keys,
        })),
      );
      return reply.status(400).send(send(request.id, 400, details[0]?.message ?? "Invalid request", details));
    }
    // A transaction still deadlocked after every retry (db.transaction runs it again): busy, not broken.
    const busy = isDatabaseUnavailable(error)
      ? "database unavailable"
      : isTransactionConflict(error)
        ? "transaction conflict after retries"
        : null;
    if (busy) {
      request.log.warn({ err: error }, busy);
      return reply
        .status(503)
        .header("retry-after", "1")
        .send(send(request.id, 503, DATABASE_UNAVAILABLE));
    }
    if (isInvalidTextError(error)) {
      return reply
        .status(400)
        .send(send(request.id, 400, "Text fields cannot contain NUL or other control characters"));
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) ?? error.message ?? "Bad request";
      return reply.status(status).send(send(request.id, status, message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(send(request.id, 500, "Something went wrong on our side. Please try again."));
  });
}

export function notFoundBody(requestId: string): TApiError {
  return send(requestId, 404, MESSAGES.notFound);
}

/**
 * Fastify's `frameworkErrors` option: router failures (a broken %-escape in the URL) skip every hook and
 * the error handler, so they get the envelope and the request id here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, "request failed");
  const message = status < 500 ? "This address is not valid" : "Something went wrong on our side. Please try again.";
  reply
    .status(status)
    .header(REQUEST_ID_HEADER, request.id)
    .send(send(request.id, status, message));
}
