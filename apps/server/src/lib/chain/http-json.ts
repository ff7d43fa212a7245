import { ChainUnavailableError } from "./chain.ts";

export type HttpOptions = { timeoutMs?: number; fetch?: typeof fetch };

/**
 * One request to a chain endpoint with a deadline. A late answer, a network error or an unexpected
 * status is a ChainUnavailableError naming the endpoint's path; 404 is returned to the caller, which
 * knows whether "not found" is an answer.
 */
export async function requestText(
  url: string,
  init: RequestInit,
  options: HttpOptions,
): Promise<{ status: number; text: string }> {
  const path = new URL(url).pathname;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    const why = (error as Error).name === "TimeoutError" ? "did not answer in time" : "could not be reached";
    throw new ChainUnavailableError(`chain endpoint ${path} ${why}`);
  }
  const text = await response.text().catch(() => {
    throw new ChainUnavailableError(`chain endpoint ${path} broke off its answer`);
  });
  if (response.status !== 404 && !response.ok) {
    throw new ChainUnavailableError(`chain endpoint ${path} answered ${response.status}`);
  }
  return { status: response.status, text };
}

export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ChainUnavailableError(`malformed answer from the chain endpoint (${what})`);
  }
}
