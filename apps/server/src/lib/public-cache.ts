import { createHash } from "node:crypto";

/** Another process's change to public data shows within this time. */
export const PUBLIC_CACHE_MAX_AGE_MS = 1_000;

/** A public answer kept serialized: the JSON text and its entity tag. */
export type CachedAnswer = { body: string; etag: string };

type Entry = { answer: CachedAnswer; loadedAt: number };

/**
 * Public data (plans, FAQ, reviews, member count) kept per process as ready-to-send JSON. A write
 * in this process drops the key at once; writes in another process are seen after at most `maxAgeMs`,
 * when the next request reloads it. One load runs at a time per key, so a burst of visitors after
 * expiry costs the database one query, not one per visitor. Past half its age, an answer handed out
 * starts its reload behind it: under steady traffic the key never expires, so no visitor waits for a
 * reload (at 100 connections each expiry had every request of that moment queue behind one query),
 * while no answer is older than `maxAgeMs` still.
 */
export function createPublicCache(options: {
  maxAgeMs: number;
  now?: () => number;
  /** A reload started behind a fresh answer failed (the log's warning: no request answers it yet). */
  onReloadError?: (key: string, error: unknown) => void;
}) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<CachedAnswer>>();
  let generation = 0;

  async function load(key: string, loader: () => Promise<unknown>): Promise<CachedAnswer> {
    const startedIn = generation;
    const body = JSON.stringify(await loader());
    const answer = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    // A write while this load ran may not be in it: serve it once, keep nothing.
    if (startedIn === generation) entries.set(key, { answer, loadedAt: now() });
    return answer;
  }

  function fresh(key: string, reloadWith?: () => Promise<unknown>): CachedAnswer | undefined {
    const entry = entries.get(key);
    const age = entry ? now() - entry.loadedAt : Number.NaN;
    // A clock set back (tests) makes the age negative: reload rather than trust it.
    if (!entry || !(age >= 0 && age < options.maxAgeMs)) return undefined;
    // A reload that fails here is not this request's failure: the answer in hand is still fresh, and
    // the first request after it expires loads again, and answers the failure. It is reported now.
    if (reloadWith && age >= options.maxAgeMs / 2 && !loading.has(key)) {
      start(key, reloadWith).catch((error) => options.onReloadError?.(key, error));
    }
    return entry.answer;
  }

  function start(key: string, loader: () => Promise<unknown>): Promise<CachedAnswer> {
    const started = load(key, loader).finally(() => {
      if (loading.get(key) === started) loading.delete(key);
    });
    loading.set(key, started);
    return started;
  }

  return {
    /**
     * The key's answer if it is fresh, without waiting: the common case costs no promise. With
     * `reloadWith`, an answer past half its age starts its reload.
     */
    fresh,
    get(key: string, loader: () => Promise<unknown>): Promise<CachedAnswer> {
      const answer = fresh(key);
      if (answer) return Promise.resolve(answer);
      return loading.get(key) ?? start(key, loader);
    },
    /** Forgets every key: called after a write to public data has committed. */
    invalidate(): void {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
