import { z } from "zod";
import type { TAddressBookMeta } from "./address-book.ts";

/** Where a numbered page stands in its list; `isTotalCapped`: counting stopped at `total` and there are more. */
export const ZPageMeta = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  isTotalCapped: z.boolean().optional(),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;

/** A page of a server-paginated list (TPage<T>). */
export function zPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...ZPageMeta.shape });
}

/** A member's long lists come a page at a time, newest first; `nextCursor` asks for the next page. */
export type TCursorMeta = { limit: number; nextCursor: string | null };
/**
 * Success envelope of every API answer (docs/product-rules.md §3.1). `meta` comes with the paginated
 * lists, whose `data` is the list itself (as the sketch's client reads it).
 */
export type TApiSuccess<T> = {
  status: number;
  message: string;
  data: T;
  token?: string;
  meta?: TPageMeta | TCursorMeta | TAddressBookMeta;
};

export type TFieldError = { field: string; message: string };

/** Error envelope of every API answer (docs/product-rules.md §3.1). */
export type TApiError = { status: number; error: string; details?: TFieldError[]; requestId?: string };

export const ZIdParams = z.object({ id: z.uuid("Not a valid id") });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A numbered page; `isTotalCapped`: counting stopped at `total` and there are more. */
export type TPage<T> = { items: T[]; page: number; pageSize: number; total: number; isTotalCapped?: boolean };

export const CURSOR_MESSAGES = {
  unknown: "Unknown cursor: start again from the first page",
  tooMany: "At most 100 per page",
} as const;

/** `?limit=&cursor=` of a member's long lists: up to 100 at a time (50 by default). */
export const ZCursorQuery = z.object({
  limit: z.coerce.number().int().min(1, CURSOR_MESSAGES.tooMany).max(100, CURSOR_MESSAGES.tooMany).default(50),
  cursor: z.string().max(200, CURSOR_MESSAGES.unknown).optional(),
});
export type TCursorQuery = z.infer<typeof ZCursorQuery>;
