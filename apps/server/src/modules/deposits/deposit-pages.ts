import { createReadTracker } from "../../lib/read-tracker.ts";
import type { PlanRow } from "../portfolios/index.ts";
import type { UserSummaryRow } from "../users/index.ts";
import type { ChainPaymentRow } from "./chain-state.ts";
import type { DepositRow } from "./deposits.dto.ts";

/** The channel migration 0077 notifies: a member's id, "*" (any member's) or "plans". */
export const DEPOSITS_CHANNEL = "vaultline_deposits_changed";
/** A page is read again after this long even if no change was heard (a safety bound, not the rule). */
export const DEPOSIT_PAGES_MAX_AGE_MS = 60_000;
/** A page of 50 takes about 85 kB with its rows' fixed fields: at most about 8.5 MB in all. */
const MAX_PAGES = 100;
const PLANS = "plans";

export type DepositWithUser = { deposit: DepositRow; user: UserSummaryRow };
/** What a page of a member's deposits reads: its rows (one more than the page, for its cursor) and their chain payments. */
export type PageRows = { rows: DepositWithUser[]; payments: Map<string, ChainPaymentRow[]> };

type Entry<T> = { value: T; loadedAt: number };

/**
 * The pages of members' deposits this process last read, and every plan's row, kept so that reading
 * a page again costs no statement (docs/adr/0009-per-process-caches-kept-exact.md). Only rows are
 * kept: each request values the positions at the plans' NAV at its own prices and time.
 *
 * Exact because it forgets, like the users' cache: a member's pages when their deposits, those
 * deposits' chain payments or their own row changed (heard at commit from any process, migrations
 * 0077 and 0022), every plan's row when one plan's changed, everything on a write by this process
 * (before the writer goes on) and while changes cannot be heard (then it keeps nothing). A read that
 * was running when what it read was forgotten is served once and not kept.
 */
export function createDepositPages(options: { maxAgeMs: number; now?: () => number }) {
  const now = options.now ?? (() => performance.now());
  const pages = new Map<string, Entry<PageRows> & { userId: string }>();
  const keysOf = new Map<string, Set<string>>();
  let plans: Entry<PlanRow[]> | undefined;
  const pageReads = createReadTracker();
  const planReads = createReadTracker();
  let isLive = false;

  const isFresh = (entry: Entry<unknown>) => {
    const age = now() - entry.loadedAt;
    return age >= 0 && age < options.maxAgeMs;
  };

  function dropPage(key: string): void {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    const keys = keysOf.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.userId);
  }

  function forgetMember(userId: string): void {
    for (const key of keysOf.get(userId) ?? []) pages.delete(key);
    keysOf.delete(userId);
    pageReads.markStale(userId);
  }

  function forgetAll(): void {
    pages.clear();
    keysOf.clear();
    plans = undefined;
    pageReads.markAllStale();
    planReads.markAllStale();
  }

  function keepPage(key: string, userId: string, value: PageRows): void {
    dropPage(key);
    if (pages.size >= MAX_PAGES) dropPage(pages.keys().next().value as string);
    // Shared by every request for the page: frozen, so no request can change another's view.
    for (const { deposit, user } of value.rows) {
      Object.freeze(deposit);
      Object.freeze(user);
    }
    pages.set(key, { value: Object.freeze(value), loadedAt: now(), userId });
    keysOf.set(userId, (keysOf.get(userId) ?? new Set()).add(key));
  }

  function keepPlans(rows: PlanRow[]): void {
    for (const row of rows) Object.freeze(row);
    plans = { value: rows, loadedAt: now() };
  }

  return {
    /** A kept page (`key` names the member, the cursor and the limit), or undefined. */
    page(key: string): PageRows | undefined {
      const entry = isLive ? pages.get(key) : undefined;
      if (entry && isFresh(entry)) return entry.value;
      if (entry) dropPage(key);
      return undefined;
    },
    /** Every plan's row, if kept. */
    plans(): PlanRow[] | undefined {
      if (plans && isLive && isFresh(plans)) return plans.value;
      plans = undefined;
      return undefined;
    },
    /** Runs `load` (the page and every plan), keeping what no change heard meanwhile may have outdated. */
    async read<T extends { page: PageRows; plans: PlanRow[] }>(
      key: string,
      userId: string,
      load: () => Promise<T>,
    ): Promise<T> {
      const {
        value: { value, isStale: isPageStale },
        isStale: arePlansStale,
      } = await planReads.track([PLANS], () => pageReads.track([userId], load));
      if (isLive && !isPageStale) keepPage(key, userId, value.page);
      if (isLive && !arePlansStale) keepPlans(value.plans);
      return value;
    },
    /** Runs `load` (every plan's row), keeping them unless a plan changed meanwhile. */
    async readPlans(load: () => Promise<PlanRow[]>): Promise<PlanRow[]> {
      const { value, isStale } = await planReads.track([PLANS], load);
      if (isLive && !isStale) keepPlans(value);
      return value;
    },
    /** A notification of migration 0077: a member's id, "*" or "plans". */
    hear(payload: string): void {
      if (payload === "*") forgetAll();
      else if (payload === PLANS) {
        plans = undefined;
        planReads.markAllStale();
      } else forgetMember(payload);
    },
    /** A member's own row changed (the users' channel): their pages show their name and email. */
    forgetMember: (userId: string) => (userId === "*" ? forgetAll() : forgetMember(userId)),
    forgetAll,
    /** Whether changes are being heard; nothing is kept while they are not. */
    setLive(live: boolean): void {
      forgetAll();
      isLive = live;
    },
    get size(): number {
      return pages.size;
    },
  };
}

export type DepositPages = ReturnType<typeof createDepositPages>;
