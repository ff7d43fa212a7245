/** Where "now" comes from: the system clock in production, a clock the test moves in tests. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until the test moves it. */
export type ManualClock = Clock & { set(at: Date): void; advance(ms: number): void };

export function manualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** The system clock moved by an offset the end-to-end tests set (TEST_CLOCK=true only). */
export type OffsetClock = Clock & { setOffset(ms: number): void };

export function offsetClock(): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    setOffset: (ms) => {
      offset = ms;
    },
  };
}
