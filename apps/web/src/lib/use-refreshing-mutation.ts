import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useBanner } from "../components/ui/banner.tsx";

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
  const client = useQueryClient();
  const { showBanner } = useBanner();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: refreshOnError ? undefined : () => client.invalidateQueries({ queryKey: refresh }),
    onSettled: refreshOnError ? () => client.invalidateQueries({ queryKey: refresh }) : undefined,
  });
  async function submit(input: T, bannerMs?: number): Promise<R | null> {
    const result = await mutation.mutateAsync(input).catch(() => null);
    if (result) showBanner(result.message, "success", bannerMs);
    return result;
  }
  return { ...mutation, submit };
}
