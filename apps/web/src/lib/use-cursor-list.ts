import { useInfiniteQuery } from "@tanstack/react-query";
import type { TCursorMeta } from "@vaultline/shared";
import { api } from "./api-client.ts";

/**
 * A member's long list (deposits, withdrawals, course payments), newest first, a page at a time:
 * `items` so far, and `showMore` while the server has more.
 */
export function useCursorList<T>(queryKey: readonly unknown[], path: string) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => {
      const res = await api<T[]>(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path);
      return { items: res.data, next: (res.meta as TCursorMeta | undefined)?.nextCursor ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) };
}
