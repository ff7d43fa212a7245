import { createReadTracker } from "../../lib/read-tracker.ts";
import type { UserRow } from "./users.service.ts";

/** A row is read again after this long even if no change was heard (a safety bound, not the rule). */
export const USER_CACHE_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

type Entry = { row: UserRow; loadedAt: number };

/**
 * The signed-in users' rows, kept per process so a request does not read its user again
 * (docs/adr/0009-per-process-caches-kept-exact.md).
 * Exact because it forgets: a change heard from the database (any process, at commit) drops that
 * user; a write by this process drops every row before the writer goes on, so a member's next request
 * here sees their own change; while changes cannot be heard (the listening connection is down) it
 * keeps nothing. A read that was running when its user (or everyone) was forgotten is served but not
 * kept: it may predate the change. Another user's change leaves it alone, so a busy ledger does not
 * keep the cache from filling.
 */
export function createUserCache(options: { maxAgeMs: number; now?: () => number }) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const reads = createReadTracker();
  let isLive = false;

  function forgetAll(): void {
    entries.clear();
    reads.markAllStale();
  }

  return {
    async get(userId: string, load: (userId: string) => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
      const entry = isLive ? entries.get(userId) : undefined;
      if (entry) {
        const age = now() - entry.loadedAt;
        if (age >= 0 && age < options.maxAgeMs) return entry.row;
        entries.delete(userId);
      }
      const { value: row, isStale } = await reads.track([userId], () => load(userId));
      if (row && isLive && !isStale) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        // Shared by every request of this user: frozen, so no handler can change another's view.
        entries.set(userId, { row: Object.freeze(row), loadedAt: now() });
      }
      return row;
    },
    /** A user's row changed; "*" means any may have. */
    forget(userId: string): void {
      if (userId === "*") {
        forgetAll();
      } else {
        entries.delete(userId);
        reads.markStale(userId);
      }
    },
    forgetAll,
    /** Whether changes are being heard; the cache keeps rows only while they are. */
    setLive(live: boolean): void {
      forgetAll();
      isLive = live;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
