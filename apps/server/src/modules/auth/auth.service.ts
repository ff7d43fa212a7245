import { MESSAGES, type TSignupRequest } from "@vaultline/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { signToken } from "../../lib/jwt.ts";
import { type Mailer, notify } from "../../lib/mail.ts";
import { assertUnderLimit, countHit, hitRateLimit } from "../../lib/rate-limit.ts";
import { hashPassword, newToken, sha256, verifyPassword } from "../../lib/secrets.ts";
import { createUser, findUserByEmail, findUserByLogin, type UserRow } from "../users/users.service.ts";

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
// Compared against when the account does not exist, so both paths cost one argon2 verify.
const DUMMY_HASH = hashPassword("not-a-real-password-0");

export async function signup(db: Db, config: Config, input: TSignupRequest) {
  const user = await createUser(db, input);
  return { user, token: await signToken(user.id, config.jwtSecret) };
}

export async function login(
  db: Db,
  config: Config,
  input: { username: string; password: string; ip: string },
): Promise<{ user: UserRow; token: string }> {
  // Only failed attempts count, per address and per account: signing in often is not an attack.
  const { windowSeconds, loginPerIp, loginPerAccount } = config.rateLimits;
  const ipKey = `login:ip:${input.ip}`;
  await assertUnderLimit(db, ipKey, loginPerIp);
  const user = await findUserByLogin(db, input.username);
  // By account id, so alternating username and e-mail does not double the guesses.
  const accountKey = `login:account:${user?.id ?? input.username.trim().toLowerCase()}`;
  await assertUnderLimit(db, accountKey, loginPerAccount);
  const isValid = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), input.password);
  if (!user || !isValid) {
    await countHit(db, ipKey, windowSeconds);
    await countHit(db, accountKey, windowSeconds);
    throw new AppError("UNAUTHENTICATED", MESSAGES.invalidCredentials);
  }
  return { user, token: await signToken(user.id, config.jwtSecret) };
}

/** Same answer whether or not the e-mail has an account (no enumeration). */
export async function requestPasswordReset(
  db: Db,
  config: Config,
  mailer: Mailer,
  log: FastifyBaseLogger,
  input: { email: string; ip: string },
): Promise<void> {
  const { windowSeconds, forgotPerIp, forgotPerAccount } = config.rateLimits;
  await hitRateLimit(db, `forgot:ip:${input.ip}`, forgotPerIp, windowSeconds);
  await hitRateLimit(db, `forgot:account:${input.email.toLowerCase()}`, forgotPerAccount, windowSeconds);
  const user = await findUserByEmail(db, input.email);
  if (!user) return;
  const { token, tokenHash } = newToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
  });
  const link = `${config.publicUrl}/resetPassword/${token}`;
  await notify(
    mailer,
    {
      to: user.email,
      subject: "Reset your Vaultline password",
      text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your Vaultline account (@${user.username}).\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    },
    log,
  );
}

/** Single use: the token is spent in the same transaction that sets the new password. */
export async function resetPassword(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
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
    return updated;
  });
  if (!user) return;
  await notify(
    mailer,
    {
      to: user.email,
      subject: "Your Vaultline password was changed",
      text: `Hello ${user.firstName},\n\nThe password of your Vaultline account (@${user.username}) was just changed.\nIf this was not you, reset it again at once and contact support.\n`,
    },
    log,
  );
}
