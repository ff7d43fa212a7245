import { SECURITY_MESSAGES, type TSession } from "@vaultline/shared";
import { and, desc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { passkeys, sessions, twoFactor } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { signToken } from "../../lib/jwt.ts";
import { createReadTracker } from "../../lib/read-tracker.ts";
import { toSession } from "./security.dto.ts";

export type Client = { ip: string; userAgent: string };
export type SessionPolicy = { adminIdleMs: number; memberIdleMs: number };

// Checking the session on every request must be cheap: each process keeps what it last read for a
// few seconds. A session ended here is dropped at once; one ended, or a change to two-factor, in any
// process is heard at its commit (migration 0024's NOTIFY, see hearUserChange). CACHE_MS bounds what
// a process that could not hear the change (its listening connection down) keeps.
const CACHE_MS = 5_000;
// Sliding the idle window writes at most once a minute per session.
const TOUCH_MS = 60_000;

// The cache holds whether the member has two-factor on, for the admin scope's check; turning it on or
// off drops the member's entries here (forgetUserSessions).
type Cached = {
  userId: string;
  lastSeenMs: number;
  isRevoked: boolean;
  revokedReason: string | null;
  passedTwoFactor: boolean;
  hasTwoFactor: boolean;
  readAtMs: number;
};
const cache = new Map<string, Cached>();
const CACHE_MAX = 10_000;
/** The cached session ids of each member, so a member's change drops theirs without walking the cache. */
const byUser = new Map<string, Set<string>>();
/**
 * Session reads in progress, filed under their session and the member their token names: a read that
 * was running when either was forgotten is used once and not kept.
 */
const reads = createReadTracker();

function drop(sessionId: string): void {
  const entry = cache.get(sessionId);
  if (!entry) return;
  cache.delete(sessionId);
  const ids = byUser.get(entry.userId);
  ids?.delete(sessionId);
  if (ids?.size === 0) byUser.delete(entry.userId);
}

export function forgetSession(sessionId: string): void {
  drop(sessionId);
  reads.markStale(`session:${sessionId}`);
}

/** Drops every cached session of a member (after a change the session check reads, e.g. two-factor). */
export function forgetUserSessions(userId: string): void {
  for (const id of byUser.get(userId) ?? []) cache.delete(id);
  byUser.delete(userId);
  reads.markStale(`user:${userId}`);
}

/** A committed change heard from the database: a member's id, or "*" for possibly anyone's. */
export function hearUserChange(userId: string): void {
  if (userId === "*") {
    cache.clear();
    byUser.clear();
    reads.markAllStale();
  } else {
    forgetUserSessions(userId);
  }
}

function remember(sessionId: string, entry: Cached): void {
  if (cache.size >= CACHE_MAX) {
    // Stale entries would be read again anyway; dropping them keeps the cache bounded.
    for (const [id, old] of cache) if (entry.readAtMs - old.readAtMs > CACHE_MS) drop(id);
    if (cache.size >= CACHE_MAX) {
      cache.clear();
      byUser.clear();
    }
  }
  drop(sessionId);
  cache.set(sessionId, entry);
  const ids = byUser.get(entry.userId) ?? new Set<string>();
  byUser.set(entry.userId, ids.add(sessionId));
}

/** Opens a session for a sign-in and returns its bearer token. */
export async function openSession(
  db: Db,
  input: { userId: string; client: Client; now: Date; jwtSecret: string; passedTwoFactor?: boolean },
): Promise<{ sessionId: string; token: string }> {
  const row = returnedRow(
    await db
      .insert(sessions)
      .values({
        userId: input.userId,
        createdAt: input.now,
        lastSeenAt: input.now,
        ip: input.client.ip,
        userAgent: input.client.userAgent.slice(0, 500),
        twoFactorAt: input.passedTwoFactor ? input.now : null,
      })
      .returning({ id: sessions.id }),
    "session insert",
  );
  return { sessionId: row.id, token: await signToken(input.userId, input.jwtSecret, row.id) };
}

/** An open session as the auth hook sees it. */
export type OpenSession = {
  /** The session passed the second factor (at sign-in, or when two-factor was turned on in it). */
  passedTwoFactor: boolean;
  /** The member has a second factor: two-factor authentication on, or a passkey. */
  hasTwoFactor: boolean;
};

/** A session that has ended, and why, in plain words for the sign-in page. */
export type EndedSession = { endedMessage: string };

/** Why a session ended (its revoked_reason), as the member is told when they next use it. */
export function endedSessionMessage(reason: string | null): string {
  if (reason === "idle") return SECURITY_MESSAGES.sessionIdle;
  if (reason === "password changed" || reason === "password reset") return SECURITY_MESSAGES.sessionPasswordChanged;
  if (reason === "ended by the member" || reason === "signed out from another device") {
    return SECURITY_MESSAGES.sessionRevoked;
  }
  if (reason?.includes("frozen")) return SECURITY_MESSAGES.sessionFrozen;
  if (reason === "two-factor turned on") return SECURITY_MESSAGES.sessionSecurityChange;
  return SECURITY_MESSAGES.sessionEnded;
}

/**
 * The token's session if it is still open for this user at `now`: not ended, and used within its
 * idle timeout (30 minutes for admins, 7 days for members by default). Each use slides it. An ended
 * one says why; null when there is no such session of this user.
 */
export async function readOpenSession(
  db: Db,
  input: { sessionId: string; userId: string; isAdmin: boolean; now: Date; policy: SessionPolicy },
): Promise<OpenSession | EndedSession | null> {
  const nowMs = input.now.getTime();
  let entry = cache.get(input.sessionId);
  if (!entry || nowMs - entry.readAtMs > CACHE_MS || nowMs < entry.readAtMs) {
    const keys = [`session:${input.sessionId}`, `user:${input.userId}`];
    const { value: row, isStale } = await reads.track(keys, async () => {
      const [found] = await db
        .select({
          userId: sessions.userId,
          lastSeenAt: sessions.lastSeenAt,
          revokedAt: sessions.revokedAt,
          revokedReason: sessions.revokedReason,
          twoFactorAt: sessions.twoFactorAt,
          twoFactorEnabledAt: twoFactor.enabledAt,
          hasPasskey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${sessions.userId})`,
        })
        .from(sessions)
        .leftJoin(twoFactor, eq(twoFactor.userId, sessions.userId))
        .where(eq(sessions.id, input.sessionId));
      return found;
    });
    if (!row) return null;
    entry = {
      userId: row.userId,
      lastSeenMs: row.lastSeenAt.getTime(),
      isRevoked: row.revokedAt !== null,
      revokedReason: row.revokedReason,
      passedTwoFactor: row.twoFactorAt !== null,
      hasTwoFactor: row.twoFactorEnabledAt !== null || Boolean(row.hasPasskey),
      readAtMs: nowMs,
    };
    if (!isStale && entry.userId === input.userId) remember(input.sessionId, entry);
  }
  if (entry.userId !== input.userId) return null;
  if (entry.isRevoked) return { endedMessage: endedSessionMessage(entry.revokedReason) };
  const idleMs = input.isAdmin ? input.policy.adminIdleMs : input.policy.memberIdleMs;
  if (nowMs - entry.lastSeenMs > idleMs) {
    await endSessions(db, { userId: input.userId, only: input.sessionId, reason: "idle", now: input.now });
    return { endedMessage: endedSessionMessage("idle") };
  }
  if (nowMs - entry.lastSeenMs > TOUCH_MS) {
    entry.lastSeenMs = nowMs;
    await db
      .update(sessions)
      .set({ lastSeenAt: input.now })
      .where(and(eq(sessions.id, input.sessionId), isNull(sessions.revokedAt)));
  }
  return { passedTwoFactor: entry.passedTwoFactor, hasTwoFactor: entry.hasTwoFactor };
}

/** Records that this session passed the second factor. */
export async function markSessionTwoFactor(db: Db, input: { sessionId: string; now: Date }): Promise<void> {
  await db.update(sessions).set({ twoFactorAt: input.now }).where(eq(sessions.id, input.sessionId));
  forgetSession(input.sessionId);
}

/** Ends one session, every session but one (`except`), or all of a user's sessions. Returns how many. */
export async function endSessions(
  db: Db,
  input: { userId: string; reason: string; now: Date; only?: string; except?: string },
): Promise<number> {
  const conditions = [eq(sessions.userId, input.userId), isNull(sessions.revokedAt)];
  if (input.only) conditions.push(eq(sessions.id, input.only));
  if (input.except) conditions.push(ne(sessions.id, input.except));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: input.now, revokedReason: input.reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  for (const { id } of ended) forgetSession(id);
  return ended.length;
}

/** The member's open sessions, most recently used first. */
export async function listSessions(
  db: Db,
  input: { userId: string; currentSessionId: string; since: Date },
): Promise<TSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, input.userId), isNull(sessions.revokedAt), gt(sessions.lastSeenAt, input.since)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
  return rows.map((r) => toSession(r, input.currentSessionId));
}

/** Ends one of the member's own sessions (another member's id is "not found"). */
export async function endOwnSession(db: Db, input: { userId: string; sessionId: string; now: Date }): Promise<void> {
  const count = await endSessions(db, {
    userId: input.userId,
    only: input.sessionId,
    reason: "ended by the member",
    now: input.now,
  });
  if (count === 0) throw new AppError("NOT_FOUND", SECURITY_MESSAGES.sessionNotFound);
}

/** Whether this member signed in from this device or this address in the 90 days before `now`. */
export async function isKnownClient(
  db: Db,
  input: { userId: string; client: Client; since: Date },
): Promise<{ device: boolean; address: boolean }> {
  const rows = await db
    .select({ ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, input.userId),
        gt(sessions.lastSeenAt, input.since),
        or(eq(sessions.ip, input.client.ip), eq(sessions.userAgent, input.client.userAgent.slice(0, 500))),
      ),
    )
    .limit(20);
  return {
    device: rows.some((r) => r.userAgent === input.client.userAgent.slice(0, 500)),
    address: rows.some((r) => r.ip === input.client.ip),
  };
}
