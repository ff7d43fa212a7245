import { ACCOUNT_GUARD_MESSAGES, type TAccountGuard } from "@vaultline/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { accountGuards } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { clientOf } from "./client.ts";
import { recordSecurityEvent } from "./events.service.ts";
import type { Client } from "./sessions.service.ts";

// The check the sensitive routes make, one line each (see docs/security.md, "What a freeze and a
// lock stop"): `assertGuardsAllow(db, change, …)` or `requireGuardsAllow(change)`, `change` from the
// one list below. Each refusal is a 403 that says why and how to end it, and a security event. Call
// it with the app's database, not a transaction, so the event stays when the refused request rolls back.

type GuardRow = typeof accountGuards.$inferSelect;

/** The guards as they stand at `now`: an unfreeze or unlock whose time has come is over. */
export type GuardState = {
  antiPhishingCode: string | null;
  frozen: { since: Date; unfreezeAt: Date | null } | null;
  lock: { since: Date; days: number; unlockAt: Date | null } | null;
};

export function guardState(row: GuardRow | undefined, now: Date): GuardState {
  const isPast = (at: Date | null) => at !== null && at.getTime() <= now.getTime();
  return {
    antiPhishingCode: row?.antiPhishingCode ?? null,
    frozen:
      row?.frozenAt && !isPast(row.unfreezeAt) ? { since: row.frozenAt, unfreezeAt: row.unfreezeAt ?? null } : null,
    lock:
      row?.settingsLockedAt && row.settingsLockDays && !isPast(row.settingsUnlockAt)
        ? { since: row.settingsLockedAt, days: row.settingsLockDays, unlockAt: row.settingsUnlockAt ?? null }
        : null,
  };
}

export async function readGuard(db: Db, userId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(accountGuards).where(eq(accountGuards.userId, userId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** Inserts or updates the member's guard row with `values`. */
export async function writeGuard(
  db: Db,
  userId: string,
  now: Date,
  values: Partial<Omit<GuardRow, "userId" | "updatedAt">>,
): Promise<void> {
  await db
    .insert(accountGuards)
    .values({ userId, updatedAt: now, ...values })
    .onConflictDoUpdate({ target: accountGuards.userId, set: { ...values, updatedAt: sql`excluded.updated_at` } });
}

export async function getAccountGuard(db: Db, userId: string, now: Date): Promise<TAccountGuard> {
  const state = guardState(await readGuard(db, userId), now);
  return {
    antiPhishingCode: state.antiPhishingCode,
    frozenAt: state.frozen?.since.toISOString() ?? null,
    unfreezeAt: state.frozen?.unfreezeAt?.toISOString() ?? null,
    settingsLockedAt: state.lock?.since.toISOString() ?? null,
    settingsLockDays: state.lock?.days ?? null,
    settingsUnlockAt: state.lock?.unlockAt?.toISOString() ?? null,
  };
}

/** Whether the account is frozen at `now` (in a money transaction, after its wallet lock). */
export async function isAccountFrozen(db: Db, userId: string, now: Date): Promise<boolean> {
  return guardState(await readGuard(db, userId), now).frozen !== null;
}

type Attempt = {
  userId: string;
  now: Date;
  client?: Client /** What was refused, for the event: "withdrawal". */;
  what: string;
};

const stateNow = async (db: Db, attempt: Attempt) => guardState(await readGuard(db, attempt.userId), attempt.now);

async function refuseIfFrozen(db: Db, attempt: Attempt, { frozen }: GuardState): Promise<void> {
  if (!frozen) return;
  await refuse(db, attempt, "frozen_action_refused", ACCOUNT_GUARD_MESSAGES.isFrozen(frozen.since));
}

async function refuseIfLocked(db: Db, attempt: Attempt, { lock }: GuardState): Promise<void> {
  if (!lock) return;
  const message = lock.unlockAt
    ? ACCOUNT_GUARD_MESSAGES.settingsLockedUntil(lock.unlockAt)
    : ACCOUNT_GUARD_MESSAGES.settingsLocked(lock.days);
  await refuse(db, attempt, "locked_change_refused", message);
}

/** The refusal recorded on the member's security events, then answered (403). */
async function refuse(
  db: Db,
  attempt: Attempt,
  kind: "frozen_action_refused" | "locked_change_refused",
  message: string,
): Promise<never> {
  await recordSecurityEvent(db, {
    userId: attempt.userId,
    kind,
    detail: attempt.what,
    client: attempt.client,
    at: attempt.now,
  });
  throw new AppError("FORBIDDEN", message);
}

/**
 * The changes of control (docs/security.md, "What a freeze and a lock stop"): everything that
 * changes who controls the account. A freeze and a settings lock both stop every one of them; a
 * freeze also stops spending. A new security setting is added here, and both guards cover it.
 * Each value names the change in the security event.
 */
export const CHANGES_OF_CONTROL = {
  emailChange: "e-mail change",
  passwordChange: "password change",
  twoFactorOn: "turning two-factor on",
  twoFactorOff: "turning two-factor off",
  recoveryCodes: "new recovery codes",
  passkeyAdd: "adding a passkey",
  passkeyRemove: "removing a passkey",
  antiPhishingCode: "anti-phishing code change",
  addressAdd: "adding a withdrawal address",
  addressRemove: "removing a withdrawal address",
} as const;

/** Money leaving the wallet: a freeze stops it, a settings lock does not. */
export const SPENDING = {
  withdrawal: "withdrawal",
  coursePurchase: "course purchase from the wallet",
} as const;

export type ChangeOfControl = keyof typeof CHANGES_OF_CONTROL;
export type Guarded = ChangeOfControl | keyof typeof SPENDING;

const isChangeOfControl = (change: Guarded): change is ChangeOfControl => change in CHANGES_OF_CONTROL;

type GuardedAttempt = Omit<Attempt, "what">;

/**
 * Refuses (403, with a security event) what the guards stop: every change of control while the
 * account is frozen or its settings are locked, spending while it is frozen.
 */
export async function assertGuardsAllow(db: Db, change: Guarded, attempt: GuardedAttempt): Promise<void> {
  const state = await stateNow(db, { ...attempt, what: "" });
  const named: Attempt = {
    ...attempt,
    what: isChangeOfControl(change) ? CHANGES_OF_CONTROL[change] : SPENDING[change],
  };
  await refuseIfFrozen(db, named, state);
  if (isChangeOfControl(change)) await refuseIfLocked(db, named, state);
}

/** Whether a change of control would be refused at `now` (frozen or locked), for a job that has no one to tell. */
export async function guardsStopChanges(db: Db, userId: string, now: Date): Promise<boolean> {
  const state = guardState(await readGuard(db, userId), now);
  return state.frozen !== null || state.lock !== null;
}

/** When the latest freeze or settings lock started: a change of e-mail asked for before it is void. */
export function lastGuardStart(row: GuardRow | undefined): Date | null {
  const starts = [row?.frozenAt, row?.settingsLockedAt].filter((at): at is Date => Boolean(at));
  if (starts.length === 0) return null;
  return new Date(Math.max(...starts.map((at) => at.getTime())));
}

/**
 * `assertGuardsAllow` as a route's preHandler, placed before `requireStepUp`: a frozen or locked
 * account is told so at once instead of being asked for a code first.
 */
export function requireGuardsAllow(change: Guarded) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    const { db, clock } = request.server;
    await assertGuardsAllow(db, change, {
      userId: currentUser(request).id,
      now: clock.now(),
      client: clientOf(request),
    });
  };
}
