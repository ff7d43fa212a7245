import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useBanner } from "../components/ui/banner.tsx";

/** Refreshes every query under `keys` at once; the promise settles when all have. */
export function useRefresh(...keys: QueryKey[]) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * A change that refreshes the queries under `refresh` once it succeeds, beside its own `onSuccess`
 * (which runs first: a screen may put the answer in the cache before the lists refetch); with
 * `refreshOnError` it refreshes after any answer, when a refusal may mean the data moved on.
 */
export function useMutationThatRefreshes<T, R>(
  call: (input: T) => Promise<R>,
  {
    refresh,
    refreshOnError = false,
    onSuccess,
  }: { refresh: QueryKey[]; refreshOnError?: boolean; onSuccess?: (result: R, input: T) => unknown },
) {
  const refreshAll = useRefresh(...refresh);
  return useMutation({
    mutationFn: call,
    onSuccess: (result, input) => Promise.all([onSuccess?.(result, input), ...(refreshOnError ? [] : [refreshAll()])]),
    onSettled: refreshOnError ? refreshAll : undefined,
  });
}

/**
 * A change that answers with a message: it refreshes the queries under `refresh` (after success,
 * or after any answer with `refreshOnError`, when a refusal may mean the list moved on), and
 * `submit` runs it the way screens show it: the answer's message in the success banner, the
 * refusal left on `error` for the form (`FormError`), and the answer or null back to the caller.
 */
export function useRefreshingMutation<T, R extends { message: string }>(
  call: (input: T) => Promise<R>,
  { refresh, refreshOnError = false }: { refresh: QueryKey; refreshOnError?: boolean },
) {
  const { showBanner } = useBanner();
  const mutation = useMutationThatRefreshes(call, { refresh: [refresh], refreshOnError });
  async function submit(input: T, bannerMs?: number): Promise<R | null> {
    const result = await mutation.mutateAsync(input).catch(() => null);
    if (result) showBanner(result.message, "success", bannerMs);
    return result;
  }
  return { ...mutation, submit };
}
