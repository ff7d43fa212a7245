import { SECURITY_MESSAGES, type TTwoFactorSetup } from "@vaultline/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { recoveryCodes, sessions, twoFactor } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { twoFactorMail } from "../../lib/mail-templates/security.ts";
import { decrypt, encrypt, sha256, verifyPassword } from "../../lib/secrets.ts";
import type { UserRow } from "../users/index.ts";
import { recordSecurityEvent } from "./events.service.ts";
import { type Client, endSessions, forgetUserSessions } from "./sessions.service.ts";
import { newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, otpauthUrl, totpStep } from "./totp.ts";
import { checkSecondFactor, clearCodeAttempts, codeError, countCodeAttempt } from "./two-factor.service.ts";

type Context = { user: UserRow; encryptionKey: Buffer; client: Client; now: Date };

async function replaceRecoveryCodes(db: Db, userId: string, codes: string[], now: Date): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256(normalizeRecoveryCode(code) ?? code), createdAt: now })));
}

const mail = (user: UserRow, isOn: boolean, publicUrl: string) =>
  mailTo(user, twoFactorMail(user, isOn, publicUrl), { userId: user.id, isSecurity: true });

/** A new secret waiting for its first code (a set-up started again replaces it). */
export async function startTwoFactorSetup(db: Db, input: Omit<Context, "client">): Promise<TTwoFactorSetup> {
  const secret = newTotpSecret();
  const sealed = encrypt(secret, input.encryptionKey);
  const rows = await db
    .insert(twoFactor)
    .values({ userId: input.user.id, secretSealed: sealed, createdAt: input.now })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretSealed: sealed, lastStep: null, createdAt: input.now },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  if (rows.length === 0) throw new AppError("CONFLICT", SECURITY_MESSAGES.alreadyEnabled);
  return { secret, otpauthUrl: otpauthUrl(secret, input.user.username) };
}

/**
 * The first code turns two-factor on: this session counts as verified, every other session ends (it
 * never passed the second factor), and ten recovery codes are made, returned once, stored hashed.
 */
export async function confirmTwoFactor(
  db: Db,
  deps: { jobs: JobQueue; publicUrl: string },
  input: Context & { sessionId: string; code: string },
): Promise<string[]> {
  const { user, now } = input;
  await countCodeAttempt(db, user.id, now);
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
  if (row?.enabledAt) throw new AppError("CONFLICT", SECURITY_MESSAGES.alreadyEnabled);
  if (!row) throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.noPendingSetup);
  const step = totpStep(decrypt(row.secretSealed, input.encryptionKey), input.code, now);
  if (step === null) throw codeError(SECURITY_MESSAGES.setupCodeWrong);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const [turnedOn] = await tx
      .update(twoFactor)
      .set({ enabledAt: now, lastStep: step })
      .where(and(eq(twoFactor.userId, user.id), isNull(twoFactor.enabledAt)))
      .returning({ userId: twoFactor.userId });
    if (!turnedOn) throw new AppError("CONFLICT", SECURITY_MESSAGES.alreadyEnabled);
    await replaceRecoveryCodes(tx, user.id, codes, now);
    await tx.update(sessions).set({ twoFactorAt: now }).where(eq(sessions.id, input.sessionId));
    await endSessions(tx, { userId: user.id, except: input.sessionId, reason: "two-factor turned on", now });
    await recordSecurityEvent(tx, { userId: user.id, kind: "two_factor_enabled", client: input.client, at: now });
    await deps.jobs.enqueue(tx, sendMailJob, mail(user, true, deps.publicUrl));
  });
  await clearCodeAttempts(db, user.id);
  forgetUserSessions(user.id);
  return codes;
}

/** Turning it off takes the password and a code (the app's or a recovery code). */
export async function disableTwoFactor(
  db: Db,
  deps: { jobs: JobQueue; publicUrl: string },
  input: Context & { password: string; code: string },
): Promise<void> {
  const { user, now } = input;
  // Counted before the password is checked, so this form cannot be used to guess passwords either.
  await countCodeAttempt(db, user.id, now);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.wrongPassword, [
      { field: "password", message: SECURITY_MESSAGES.wrongPassword },
    ]);
  }
  await checkSecondFactor(db, { ...input, userId: user.id, isCounted: true });
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordSecurityEvent(tx, { userId: user.id, kind: "two_factor_disabled", client: input.client, at: now });
    await deps.jobs.enqueue(tx, sendMailJob, mail(user, false, deps.publicUrl));
  });
  forgetUserSessions(user.id);
}

/** Ten new recovery codes for a code; the old ones stop working. */
export async function renewRecoveryCodes(db: Db, input: Context & { code: string }): Promise<string[]> {
  await checkSecondFactor(db, { ...input, userId: input.user.id });
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, input.user.id, codes, input.now);
    await recordSecurityEvent(tx, {
      userId: input.user.id,
      kind: "recovery_codes_renewed",
      client: input.client,
      at: input.now,
    });
  });
  return codes;
}
