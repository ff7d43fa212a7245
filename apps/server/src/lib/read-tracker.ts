type Read = { isStale: boolean };

/**
 * Reads in progress, filed under keys (a user, a session), for the caches that forget on a change
 * heard while a read may still be running: such a read may predate the change, so its answer is used
 * once and not kept. A change to one key leaves the reads under other keys alone.
 */
export function createReadTracker() {
  const reads = new Map<string, Set<Read>>();

  return {
    /** Runs `load`, filed under `keys` while it runs; `isStale` says whether one was forgotten meanwhile. */
    async track<T>(keys: readonly string[], load: () => Promise<T>): Promise<{ value: T; isStale: boolean }> {
      const read: Read = { isStale: false };
      for (const key of keys) reads.set(key, (reads.get(key) ?? new Set<Read>()).add(read));
      let value: T;
      try {
        value = await load();
      } finally {
        for (const key of keys) {
          const filed = reads.get(key);
          filed?.delete(read);
          if (filed?.size === 0) reads.delete(key);
        }
      }
      return { value, isStale: read.isStale };
    },
    markStale(key: string): void {
      for (const read of reads.get(key) ?? []) read.isStale = true;
    },
    markAllStale(): void {
      for (const filed of reads.values()) for (const read of filed) read.isStale = true;
    },
  };
}
