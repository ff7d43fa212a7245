import type { TFieldError } from "@vaultline/shared";

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type services throw; the error handler maps `code` to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: TFieldError[] | undefined;
  /** Fields added beside `error` in the body (e.g. the fresh `quote` of an expired one); the route's schema lists them. */
  readonly extra: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, details?: TFieldError[], extra?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.details = details;
    this.extra = extra;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
