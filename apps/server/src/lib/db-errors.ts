// Errors that mean "the database cannot be reached right now", not "this request is wrong":
// the request answers 503 with a retry hint and the process carries on.

/** SQLSTATE classes and codes: connection exceptions, shutdowns, too many connections, statement timeout. */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);
const UNAVAILABLE_SYSTEM_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

export const DATABASE_UNAVAILABLE = "Service temporarily unavailable, please retry";

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    const { code, message } = e;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof code === "string" && UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    if (e.cause === e) break;
  }
  return false;
}

/** A unique index refused the row (SQLSTATE 23505), as pg and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
