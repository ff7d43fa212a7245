import type { UserRow } from "./users.service.ts";

/** A row is read again after this long even if no change was heard (a safety bound, not the rule). */
export const USER_CACHE_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

type Entry = { row: UserRow; loadedAt: number };
/** A read in progress; marked stale when its user is forgotten before it ends. */
type Read = { isStale: boolean };

/**
 * The signed-in users' rows, kept per process so a request does not read its user again (issue #14).
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
  const reading = new Map<string, Set<Read>>();
  let isLive = false;

  function markStale(userId: string): void {
    for (const read of reading.get(userId) ?? []) read.isStale = true;
  }

  function forgetAll(): void {
    entries.clear();
    for (const userId of reading.keys()) markStale(userId);
  }

  return {
    async get(userId: string, load: (userId: string) => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
      const entry = isLive ? entries.get(userId) : undefined;
      if (entry) {
        const age = now() - entry.loadedAt;
        if (age >= 0 && age < options.maxAgeMs) return entry.row;
        entries.delete(userId);
      }
      const read: Read = { isStale: false };
      const reads = reading.get(userId) ?? new Set<Read>();
      reading.set(userId, reads.add(read));
      let row: UserRow | undefined;
      try {
        row = await load(userId);
      } finally {
        reads.delete(read);
        if (reads.size === 0) reading.delete(userId);
      }
      if (row && isLive && !read.isStale) {
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
        markStale(userId);
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
