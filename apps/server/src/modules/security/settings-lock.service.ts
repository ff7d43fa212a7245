import { ACCOUNT_GUARD_MESSAGES, formatDateTime, formatDuration } from "@vaultline/shared";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { settingsLockedMail, unlockRequestedMail } from "../../lib/mail-templates/security.ts";
import { verifyPassword } from "../../lib/secrets.ts";
import type { UserRow } from "../users/index.ts";
import { guardState, readGuard, writeGuard } from "./account-guard.ts";
import { recordSecurityEvent } from "./events.service.ts";
import type { Client } from "./sessions.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
type Input = { user: UserRow; password: string; client: Client; now: Date };

const wrongPassword = () =>
  new AppError("BAD_REQUEST", ACCOUNT_GUARD_MESSAGES.wrongPassword, [
    { field: "password", message: ACCOUNT_GUARD_MESSAGES.wrongPassword },
  ]);

/** Locks the security settings; unlocking them will take `days` (1–30) from when it is asked for. */
export async function lockSettings(db: Db, jobs: JobQueue, input: Input & { days: number }): Promise<void> {
  const { user, now } = input;
  if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongPassword();
  await db.transaction(async (tx) => {
    if (guardState(await readGuard(tx, user.id, { forUpdate: true }), now).lock) {
      throw new AppError("CONFLICT", ACCOUNT_GUARD_MESSAGES.alreadyLocked);
    }
    await writeGuard(tx, user.id, now, { settingsLockedAt: now, settingsLockDays: input.days, settingsUnlockAt: null });
    await recordSecurityEvent(tx, {
      userId: user.id,
      kind: "settings_locked",
      detail: `${formatDuration(input.days, "day")} to unlock`,
      client: input.client,
      at: now,
    });
    await jobs.enqueue(tx, sendMailJob, mailTo(user, settingsLockedMail(user, input.days), { userId: user.id }));
  });
}

/**
 * Asks to unlock. Every attempt is e-mailed with a freeze link, the refused ones too (a wrong password,
 * or an unlock already under way, which is also a security event): the owner hears of a thief trying.
 * The unlock takes effect the member's chosen number of days later.
 */
export async function requestSettingsUnlock(db: Db, jobs: JobQueue, input: Input): Promise<Date> {
  const { user, now } = input;
  const { lock } = guardState(await readGuard(db, user.id), now);
  if (!lock) throw new AppError("BAD_REQUEST", ACCOUNT_GUARD_MESSAGES.notLocked);
  const tell = (tx: Db, what: string) =>
    jobs.enqueue(
      tx,
      sendMailJob,
      mailTo(user, unlockRequestedMail(user, now, what), { userId: user.id, isSecurity: true }),
    );
  if (lock.unlockAt) {
    await recordSecurityEvent(db, { userId: user.id, kind: "settings_unlock_refused", client: input.client, at: now });
    await tell(
      db,
      `An unlock was already under way, so this one was refused; the settings stay locked until ${formatDateTime(lock.unlockAt)}.`,
    );
    throw new AppError("CONFLICT", ACCOUNT_GUARD_MESSAGES.unlockPending(lock.unlockAt));
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordSecurityEvent(db, {
      userId: user.id,
      kind: "settings_unlock_refused",
      detail: "wrong password",
      client: input.client,
      at: now,
    });
    await tell(db, "The password given was wrong, so nothing changed.");
    throw wrongPassword();
  }
  const unlockAt = new Date(now.getTime() + lock.days * DAY_MS);
  await db.transaction(async (tx) => {
    await writeGuard(tx, user.id, now, { settingsUnlockAt: unlockAt });
    await recordSecurityEvent(tx, {
      userId: user.id,
      kind: "settings_unlock_requested",
      client: input.client,
      at: now,
    });
    await tell(tx, `They unlock on ${formatDateTime(unlockAt)}. If this was you, there is nothing to do.`);
  });
  return unlockAt;
}

/** Sets (or with null removes) the phrase shown at the top of every e-mail we send the member. */
export async function setAntiPhishingCode(
  db: Db,
  input: { userId: string; code: string | null; client: Client; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeGuard(tx, input.userId, input.now, { antiPhishingCode: input.code });
    await recordSecurityEvent(tx, {
      userId: input.userId,
      kind: input.code ? "anti_phishing_set" : "anti_phishing_removed",
      client: input.client,
      at: input.now,
    });
  });
}
