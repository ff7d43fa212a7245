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

// The two checks the sensitive routes make, one line each (see docs/security.md, "Freeze" and
// "Settings lock"): `assertNotFrozen` before a withdrawal or an address-book change,
// `assertSettingsUnlocked` before a change of password, e-mail, two-factor, passkeys or the address
// book. Each refusal is a 403 that says until when, and a security event. Call them with the app's
// database, not a transaction, so the event stays when the refused request rolls back.

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
  await recordSecurityEvent(db, {
    userId: attempt.userId,
    kind: "frozen_action_refused",
    detail: attempt.what,
    client: attempt.client,
    at: attempt.now,
  });
  throw new AppError("FORBIDDEN", ACCOUNT_GUARD_MESSAGES.isFrozen(frozen.since));
}

async function refuseIfLocked(db: Db, attempt: Attempt, { lock }: GuardState): Promise<void> {
  if (!lock) return;
  await recordSecurityEvent(db, {
    userId: attempt.userId,
    kind: "locked_change_refused",
    detail: attempt.what,
    client: attempt.client,
    at: attempt.now,
  });
  throw new AppError(
    "FORBIDDEN",
    lock.unlockAt
      ? ACCOUNT_GUARD_MESSAGES.settingsLockedUntil(lock.unlockAt)
      : ACCOUNT_GUARD_MESSAGES.settingsLocked(lock.days),
  );
}

/** Refuses (403, with a security event) while the member's account is frozen. */
export async function assertNotFrozen(db: Db, attempt: Attempt): Promise<void> {
  await refuseIfFrozen(db, attempt, await stateNow(db, attempt));
}

/** Refuses (403, with a security event) while the member's security settings are locked, saying until when. */
export async function assertSettingsUnlocked(db: Db, attempt: Attempt): Promise<void> {
  await refuseIfLocked(db, attempt, await stateNow(db, attempt));
}

/** Both checks on one read of the guards, for changes the freeze and the lock both stop (the address book). */
export async function assertGuardsAllow(db: Db, attempt: Attempt): Promise<void> {
  const state = await stateNow(db, attempt);
  await refuseIfFrozen(db, attempt, state);
  await refuseIfLocked(db, attempt, state);
}

/**
 * `assertGuardsAllow` as a route's preHandler, placed before `requireStepUp`: a frozen or locked
 * account is told so at once instead of being asked for a code first. `what` names the change in
 * the security event ("adding a passkey").
 */
export function requireGuardsAllow(what: string) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    const { db, clock } = request.server;
    await assertGuardsAllow(db, { userId: currentUser(request).id, now: clock.now(), client: clientOf(request), what });
  };
}
