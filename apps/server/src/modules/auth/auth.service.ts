import type { TWebAuthnResponse } from "@vaultline/shared";
import { MESSAGES, type TSignupRequest } from "@vaultline/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { passwordResetJob } from "../../jobs/send-password-reset.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Mailer } from "../../lib/mail.ts";
import { passwordGuessingMail, passwordResetDoneMail, passwordResetLinkMail } from "../../lib/mail-templates/auth.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { assertPasswordNotCommon, isPasswordRefused } from "../../lib/password-policy.ts";
import { hitWindowLimits } from "../../lib/rate-limit.ts";
import { checkPassword, hashPassword, newToken, sha256 } from "../../lib/secrets.ts";
import { enqueueConfirmationLink } from "../email-proof/index.ts";
import {
  type Client,
  checkSignInCode,
  endSessions,
  recordSecurityEvent,
  startSession,
  verifyPasskeyAssertion,
} from "../security/index.ts";
import { createUser, findUserByEmail, findUserById, findUserByLogin, type UserRow } from "../users/index.ts";
import { newDeviceId } from "./device-cookie.ts";
import { clearLoginFailures, countLoginAttempt, loginKeys } from "./login-limits.ts";

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
// Compared against when the account does not exist, so both paths cost one argon2 verify.
const DUMMY_HASH = hashPassword("not-a-real-password-0");

type SignInDeps = { config: Config; jobs: JobQueue };

/** A successful sign-in: the session's token, and what the answer tells the member. */
export type SignedIn = { user: UserRow; token: string; isReturning: boolean; mustChangePassword: boolean };

export async function signup(
  db: Db,
  deps: SignInDeps & { termsVersion: string },
  input: TSignupRequest,
  client: Client,
  now: Date,
) {
  const { signupPerIp: limit, signupWindowSeconds: windowSeconds } = deps.config.rateLimits;
  await hitWindowLimits(db, [{ key: `signup:ip:${client.ip}`, limit, windowSeconds }]);
  await assertPasswordNotCommon(input.password);
  // The confirmation link is enqueued with the account: e-mail proof gates every money move.
  // Sign-up without acceptTerms (the sketch's client) still makes the account: the terms are asked
  // for at the next sign-in instead of refusing a payload the sketch's contract allows.
  const termsAccepted = input.acceptTerms ? { version: deps.termsVersion, at: now } : undefined;
  const user = await createUser(db, { ...input, termsAccepted }, (tx, row) =>
    enqueueConfirmationLink(tx, deps.jobs, row),
  );
  const { token } = await startSession(db, deps, { user, client, now, isNewAccount: true });
  return { user, token };
}

export async function login(
  db: Db,
  deps: SignInDeps,
  input: {
    username: string;
    password: string;
    code?: string;
    client: Client;
    now: Date;
    limitsNow?: Date;
    /** The id of this browser's device cookie for the account, if it has a valid one (device-cookie.ts). */
    knownDeviceOf?: (userId: string) => string | null;
  },
): Promise<SignedIn & { deviceId: string }> {
  const user = await findUserByLogin(db, input.username);
  const knownDevice = user ? (input.knownDeviceOf?.(user.id) ?? null) : null;
  // By account id, so alternating username and e-mail does not double the guesses.
  const account = user?.id ?? input.username.trim().toLowerCase();
  const keys = loginKeys({ account, ip: input.client.ip, knownDevice });
  const counted = await countLoginAttempt(db, deps.config.rateLimits, keys, input.limitsNow ?? input.now);
  const { matches: isValid, needsRehash } = await checkPassword(
    user?.passwordHash ?? (await DUMMY_HASH),
    input.password,
  );
  if (user && !isValid) {
    await recordSecurityEvent(db, { userId: user.id, kind: "sign_in_failed", client: input.client, at: input.now });
    if (counted.isSlowdownStart) await deps.jobs.enqueue(db, sendMailJob, mailTo(user, passwordGuessingMail(user)));
  }
  if (!user || !isValid) throw new AppError("UNAUTHENTICATED", MESSAGES.invalidCredentials);
  // Only failures count: signing in often is not an attack.
  await clearLoginFailures(db, keys);
  // A hash stored before passwords were normalised (NFKC) is replaced now that the password is known.
  if (needsRehash) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  // With two-factor on, the right password alone is not enough: a 401 on the `code` field asks for it.
  const passedTwoFactor = await checkSignInCode(db, {
    userId: user.id,
    code: input.code,
    encryptionKey: deps.config.encryptionKey,
    now: input.now,
    client: input.client,
  });
  const session = await startSession(db, deps, { user, client: input.client, now: input.now, passedTwoFactor });
  // The password was right, but today's rules would refuse it (too short, or leaked): ask for a new one.
  const mustChangePassword = await isPasswordRefused(input.password);
  return { user, ...session, mustChangePassword, deviceId: knownDevice ?? newDeviceId() };
}

/**
 * Signs in with a passkey alone: the passkey names the member, and proves both possession and the
 * device's own check (PIN, fingerprint), so the session counts as having passed the second factor.
 */
export async function loginWithPasskey(
  db: Db,
  deps: SignInDeps,
  input: { response: TWebAuthnResponse; client: Client; now: Date; knownDeviceOf?: (userId: string) => string | null },
): Promise<SignedIn & { deviceId: string }> {
  const { userId } = await verifyPasskeyAssertion(db, {
    response: input.response,
    purpose: "sign_in",
    userId: null,
    publicUrl: deps.config.publicUrl,
    client: input.client,
    now: input.now,
  });
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("UNAUTHENTICATED", MESSAGES.invalidCredentials);
  const session = await startSession(db, deps, { user, client: input.client, now: input.now, passedTwoFactor: true });
  return {
    user,
    ...session,
    mustChangePassword: false,
    deviceId: input.knownDeviceOf?.(user.id) ?? newDeviceId(),
  };
}

/**
 * Same answer, in the same time, whether or not the e-mail has an account (no enumeration): the
 * request only counts the attempt and enqueues a job; the job looks the account up and mails the link.
 */
export async function requestPasswordReset(
  db: Db,
  config: Config,
  jobs: JobQueue,
  input: { email: string; ip: string },
): Promise<void> {
  const { forgotWindowSeconds: windowSeconds, forgotPerIp, forgotPerAccount } = config.rateLimits;
  await hitWindowLimits(db, [
    { key: `forgot:ip:${input.ip}`, limit: forgotPerIp, windowSeconds },
    { key: `forgot:account:${input.email.toLowerCase()}`, limit: forgotPerAccount, windowSeconds },
  ]);
  await jobs.enqueue(db, passwordResetJob, { email: input.email });
}

/** Run by the password-reset job: a fresh one-hour link for an existing account, nothing otherwise. */
export async function mailPasswordResetLink(db: Db, config: Config, mailer: Mailer, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const { token, tokenHash } = newToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
  });
  const link = `${config.publicUrl}/resetPassword/${token}`;
  await mailer.send(mailTo(user, passwordResetLinkMail(user, link)));
}

/** Single use: the token is spent in the same transaction that sets the new password. */
export async function resetPassword(
  db: Db,
  jobs: JobQueue,
  input: { token: string; password: string; client: Client; now: Date },
): Promise<void> {
  await assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new AppError("BAD_REQUEST", MESSAGES.invalidResetToken);
    const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId)).returning();
    // Any other outstanding link for this account dies with this reset.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    if (!updated) return;
    // Whoever knew the old password is signed out everywhere.
    await endSessions(tx, { userId: updated.id, reason: "password reset", now: input.now });
    await recordSecurityEvent(tx, { userId: updated.id, kind: "password_reset", client: input.client, at: input.now });
    const mail = mailTo(updated, passwordResetDoneMail(updated), { userId: updated.id, isSecurity: true });
    await jobs.enqueue(tx, sendMailJob, mail);
  });
}
