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
 * expiry costs the database one query, not one per visitor.
 */
export function createPublicCache(options: { maxAgeMs: number; now?: () => number }) {
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

  function fresh(key: string): CachedAnswer | undefined {
    const entry = entries.get(key);
    const age = entry ? now() - entry.loadedAt : Number.NaN;
    // A clock set back (tests) makes the age negative: reload rather than trust it.
    return entry && age >= 0 && age < options.maxAgeMs ? entry.answer : undefined;
  }

  return {
    /** The key's answer if it is fresh, without waiting: the common case costs no promise. */
    fresh,
    get(key: string, loader: () => Promise<unknown>): Promise<CachedAnswer> {
      const answer = fresh(key);
      if (answer) return Promise.resolve(answer);
      const running = loading.get(key);
      if (running) return running;
      const started = load(key, loader).finally(() => {
        if (loading.get(key) === started) loading.delete(key);
      });
      loading.set(key, started);
      return started;
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
