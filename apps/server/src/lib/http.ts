import { z } from "zod";

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

/** Error answers a route documents, by status code. */
export function errors(...codes: (400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 503)[]) {
  return Object.fromEntries(codes.map((c) => [c, ZError])) as Record<number, typeof ZError>;
}

export function ok<T>(status: number, message: string, data: T) {
  return { status, message, data };
}
