import {
  ACCOUNT_GUARD_MESSAGES,
  SECURITY_MESSAGES,
  type TUnfreezeRequest,
  UNFREEZE_WAIT_HOURS,
} from "@vaultline/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { freezeLinks, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { accountFrozenMail, unfreezeRequestedMail } from "../../lib/mail-templates/security.ts";
import { sha256, verifyPassword } from "../../lib/secrets.ts";
import type { UserRow } from "../users/index.ts";
import { guardState, readGuard, writeGuard } from "./account-guard.ts";
import { recordSecurityEvent } from "./events.service.ts";
import { type Client, endSessions } from "./sessions.service.ts";
import { checkSecondFactor, codeError, hasTwoFactor } from "./two-factor.service.ts";

const UNFREEZE_WAIT_MS = UNFREEZE_WAIT_HOURS * 60 * 60 * 1000;

/**
 * Freezes the account at once, in the caller's transaction: every session ends, withdrawals and
 * security changes stop (assertNotFrozen), and an unfreeze or a settings unlock under way is called
 * off (whoever asked for it may be the thief). The member is told by e-mail how to unfreeze.
 */
async function freezeAccount(
  tx: Db,
  jobs: JobQueue,
  input: { userId: string; how: string; client: Client; now: Date },
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  const current = guardState(await readGuard(tx, user.id), input.now);
  await writeGuard(tx, user.id, input.now, {
    frozenAt: current.frozen?.since ?? input.now,
    unfreezeAt: null,
    settingsUnlockAt: null,
  });
  await endSessions(tx, { userId: user.id, reason: "account frozen", now: input.now });
  await recordSecurityEvent(tx, {
    userId: user.id,
    kind: "account_frozen",
    detail: input.how,
    client: input.client,
    at: input.now,
  });
  await jobs.enqueue(
    tx,
    sendMailJob,
    mailTo(user, accountFrozenMail(user, { how: input.how, at: input.now }), { userId: user.id }),
  );
}

/** "Freeze my account" on the security page, for a member who is signed in. */
export async function freezeOwnAccount(db: Db, jobs: JobQueue, input: { userId: string; client: Client; now: Date }) {
  await db.transaction((tx) => freezeAccount(tx, jobs, { ...input, how: "from your security page" }));
}

/**
 * Opens a "This wasn't me" link: spends it (one conditional update: unused and unexpired) and freezes
 * the account in the same transaction. A used or expired link changes nothing, answers 400 and is a
 * security event of the account it was made for.
 */
export async function freezeWithLink(db: Db, jobs: JobQueue, input: { token: string; client: Client; now: Date }) {
  const tokenHash = sha256(input.token);
  const frozen = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(freezeLinks)
      .set({ usedAt: input.now })
      .where(
        and(eq(freezeLinks.tokenHash, tokenHash), isNull(freezeLinks.usedAt), gt(freezeLinks.expiresAt, input.now)),
      )
      .returning({ userId: freezeLinks.userId });
    if (!spent) return false;
    await freezeAccount(tx, jobs, { userId: spent.userId, how: "with the link in one of our e-mails", ...input });
    return true;
  });
  if (frozen) return;
  const [known] = await db.select().from(freezeLinks).where(eq(freezeLinks.tokenHash, tokenHash));
  if (!known) throw new AppError("BAD_REQUEST", ACCOUNT_GUARD_MESSAGES.freezeLinkInvalid);
  const isUsed = known.usedAt !== null;
  await recordSecurityEvent(db, {
    userId: known.userId,
    kind: "freeze_link_refused",
    detail: isUsed ? "already used" : "expired",
    client: input.client,
    at: input.now,
  });
  throw new AppError(
    "BAD_REQUEST",
    isUsed ? ACCOUNT_GUARD_MESSAGES.freezeLinkUsed : ACCOUNT_GUARD_MESSAGES.freezeLinkInvalid,
  );
}

/**
 * Asks to unfreeze: the password and the second factor now, the unfreeze itself UNFREEZE_WAIT_HOURS
 * later. The e-mail carries a freeze link, so an owner who did not ask keeps the account frozen.
 * A second request while one is under way is refused (and recorded): it cannot shorten the wait.
 */
export async function requestUnfreeze(
  db: Db,
  jobs: JobQueue,
  input: { user: UserRow; body: TUnfreezeRequest; encryptionKey: Buffer; client: Client; now: Date },
): Promise<Date> {
  const { user, now } = input;
  const { frozen } = guardState(await readGuard(db, user.id), now);
  if (!frozen) throw new AppError("BAD_REQUEST", ACCOUNT_GUARD_MESSAGES.notFrozen);
  if (frozen.unfreezeAt) {
    await recordSecurityEvent(db, { userId: user.id, kind: "unfreeze_refused", client: input.client, at: now });
    throw new AppError("CONFLICT", ACCOUNT_GUARD_MESSAGES.unfreezePending(frozen.unfreezeAt));
  }
  if (!(await verifyPassword(user.passwordHash, input.body.password))) {
    throw new AppError("BAD_REQUEST", ACCOUNT_GUARD_MESSAGES.wrongPassword, [
      { field: "password", message: ACCOUNT_GUARD_MESSAGES.wrongPassword },
    ]);
  }
  if (!(await hasTwoFactor(db, user.id))) {
    throw new AppError("BAD_REQUEST", ACCOUNT_GUARD_MESSAGES.unfreezeNeedsTwoFactor);
  }
  const code = input.body.code?.trim();
  if (!code) throw codeError(SECURITY_MESSAGES.codeRequired);
  await checkSecondFactor(db, { userId: user.id, code, encryptionKey: input.encryptionKey, now, client: input.client });
  const unfreezeAt = new Date(now.getTime() + UNFREEZE_WAIT_MS);
  await db.transaction(async (tx) => {
    await writeGuard(tx, user.id, now, { unfreezeAt });
    await recordSecurityEvent(tx, { userId: user.id, kind: "unfreeze_requested", client: input.client, at: now });
    await jobs.enqueue(
      tx,
      sendMailJob,
      mailTo(user, unfreezeRequestedMail(user, unfreezeAt), { userId: user.id, isSecurity: true }),
    );
  });
  return unfreezeAt;
}
