import { z } from "zod";

/** Success envelope of every API answer (PRODUCT.md §3). */
export type TPageMeta = { page: number; pageSize: number; total: number };
/** `meta` comes with the sketch's paginated lists, whose `data` is the list itself. */
export type TApiSuccess<T> = { status: number; message: string; data: T; token?: string; meta?: TPageMeta };

export type TFieldError = { field: string; message: string };

/** Error envelope of every API answer (PRODUCT.md §3). */
export type TApiError = { status: number; error: string; details?: TFieldError[]; requestId?: string };

export const ZIdParams = z.object({ id: z.uuid("Not a valid id") });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export type TPage<T> = { items: T[]; page: number; pageSize: number; total: number };
