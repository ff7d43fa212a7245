import { SECURITY_MESSAGES, type TTwoFactorStatus } from "@vaultline/shared";
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits, recoveryCodes, twoFactor } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { hitWindowLimits } from "../../lib/rate-limit.ts";
import { decrypt, encrypt, sha256 } from "../../lib/secrets.ts";
import { findUserByEmail } from "../users/index.ts";
import { recordSecurityEvent } from "./events.service.ts";
import { hasPasskey } from "./passkeys.service.ts";
import type { Client } from "./sessions.service.ts";
import { isTotpShaped, normalizeRecoveryCode, totpStep } from "./totp.ts";

// Five wrong codes per member in 15 minutes, then 429 until the window ends: with one step of drift
// each way three codes are right at any time, so a guesser gets about one chance in 67,000 per window.
// Every try counts before it is checked (parallel guesses all count); a right code clears the count.
const CODE_LIMIT = { limit: 5, windowSeconds: 15 * 60 };
const limitKey = (userId: string) => `2fa:user:${userId}`;

/** A 401 the forms show on the code field (and the web client does not treat as a lost session). */
export function codeError(message: string): AppError {
  return new AppError("UNAUTHENTICATED", message, [{ field: "code", message }]);
}

export async function countCodeAttempt(db: Db, userId: string, now: Date): Promise<void> {
  await hitWindowLimits(db, [{ key: limitKey(userId), ...CODE_LIMIT }], now);
}

export async function clearCodeAttempts(db: Db, userId: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, limitKey(userId)));
}

async function readTwoFactor(db: Db, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  return Boolean((await readTwoFactor(db, userId))?.enabledAt);
}

/** Spends a checked code in a transaction: 401 (reused) when another request spent it first. */
export type SpendCode = (tx: Db) => Promise<void>;

/**
 * Checks a second factor of a member with two-factor on: a code from the app, taken only for a time
 * step later than the last one used (so no code works twice), or an unused recovery code, which is
 * spent. Wrong or reused: 401 on the `code` field, and a security event; too many tries: 429.
 */
export async function checkSecondFactor(
  db: Db,
  input: { userId: string; code: string; encryptionKey: Buffer; now: Date; client?: Client; isCounted?: boolean },
): Promise<"app" | "recovery"> {
  const { kind, spend } = await checkCode(db, input);
  await spend(db);
  return kind;
}

/**
 * `checkSecondFactor` without spending the code yet: `spend` does, in the transaction of what the
 * code allows (a withdrawal), so a request that fails after the check leaves the code usable for
 * its retry. Attempts are counted, and wrong codes refused with their security event, at once.
 */
async function checkCode(
  db: Db,
  input: { userId: string; code: string; encryptionKey: Buffer; now: Date; client?: Client; isCounted?: boolean },
): Promise<{ kind: "app" | "recovery"; spend: SpendCode }> {
  if (!input.isCounted) await countCodeAttempt(db, input.userId, input.now);
  const row = await readTwoFactor(db, input.userId);
  if (!row?.enabledAt) throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.notEnabled);
  const afterSpending = async (tx: Db, kind: "app" | "recovery") => {
    await clearCodeAttempts(tx, input.userId);
    if (kind === "recovery") {
      await recordSecurityEvent(tx, {
        userId: input.userId,
        kind: "recovery_code_used",
        client: input.client,
        at: input.now,
      });
    }
  };
  let outcome: "app" | "recovery" | "reused" | "wrong" = "wrong";
  let spend: SpendCode | undefined;
  if (isTotpShaped(input.code)) {
    const step = totpStep(decrypt(row.secretSealed, input.encryptionKey), input.code, input.now);
    if (step !== null && row.lastStep !== null && row.lastStep >= step) outcome = "reused";
    else if (step !== null) {
      outcome = "app";
      spend = async (tx) => {
        // Conditional: of two requests with the same code, one moves last_step and the other finds it moved.
        const [taken] = await tx
          .update(twoFactor)
          .set({ lastStep: step })
          .where(
            and(
              eq(twoFactor.userId, input.userId),
              isNotNull(twoFactor.enabledAt),
              or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
            ),
          )
          .returning({ userId: twoFactor.userId });
        if (!taken) throw codeError(SECURITY_MESSAGES.codeReused);
        await afterSpending(tx, "app");
      };
    }
  } else {
    const plain = normalizeRecoveryCode(input.code);
    const unused = and(
      eq(recoveryCodes.userId, input.userId),
      eq(recoveryCodes.codeHash, sha256(plain ?? "")),
      isNull(recoveryCodes.usedAt),
    );
    const [found] = plain ? await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(unused) : [];
    if (found) {
      outcome = "recovery";
      spend = async (tx) => {
        const [spent] = await tx
          .update(recoveryCodes)
          .set({ usedAt: input.now })
          .where(and(eq(recoveryCodes.id, found.id), isNull(recoveryCodes.usedAt)))
          .returning({ id: recoveryCodes.id });
        if (!spent) throw codeError(SECURITY_MESSAGES.codeReused);
        await afterSpending(tx, "recovery");
      };
    }
  }
  if (spend && (outcome === "app" || outcome === "recovery")) return { kind: outcome, spend };
  await recordSecurityEvent(db, {
    userId: input.userId,
    kind: "two_factor_failed",
    client: input.client,
    at: input.now,
  });
  throw codeError(outcome === "reused" ? SECURITY_MESSAGES.codeReused : SECURITY_MESSAGES.codeWrong);
}

/**
 * The second step of a sign-in: nothing for an account without a second factor (the session is not
 * marked); with only passkeys, a 401 on the `passkey` field (sign in with the passkey instead); else the
 * code is required and checked. Returns whether the session passed the second factor.
 */
export async function checkSignInCode(
  db: Db,
  input: { userId: string; code: string | undefined; encryptionKey: Buffer; now: Date; client: Client },
): Promise<boolean> {
  const withPasskey = await hasPasskey(db, input.userId);
  if (!(await hasTwoFactor(db, input.userId))) {
    if (!withPasskey) return false;
    // A passkey is the second factor: the password alone does not sign in, the passkey does (on its own).
    throw new AppError("UNAUTHENTICATED", SECURITY_MESSAGES.passkeyRequired, [
      { field: "passkey", message: SECURITY_MESSAGES.passkeyRequired },
    ]);
  }
  const code = input.code?.trim();
  if (!code) throw codeError(withPasskey ? SECURITY_MESSAGES.codeOrPasskeyRequired : SECURITY_MESSAGES.codeRequired);
  await checkSecondFactor(db, { ...input, code });
  return true;
}

/**
 * For POST /api/user/withdrawals: a member with two-factor on must send a fresh `code` (the app's, or a
 * recovery code); without two-factor nothing is asked. Throws 401 (missing, wrong or reused) or 429.
 * Returns how to spend the code in the withdrawal's own transaction, so that it is spent with the
 * withdrawal or not at all (its retry may send the same code again).
 */
export async function requireWithdrawalCode(
  app: { db: Db; config: { encryptionKey: Buffer } },
  user: { id: string },
  code: string | undefined,
  now: Date,
): Promise<SpendCode> {
  if (!(await hasTwoFactor(app.db, user.id))) return async () => {};
  const trimmed = code?.trim();
  if (!trimmed) throw codeError(SECURITY_MESSAGES.codeRequired);
  const { spend } = await checkCode(app.db, {
    userId: user.id,
    code: trimmed,
    encryptionKey: app.config.encryptionKey,
    now,
  });
  return spend;
}

/** What the security page shows about two-factor. */
export async function getTwoFactorStatus(
  db: Db,
  input: { userId: string; isAdmin: boolean; isSessionVerified: boolean },
): Promise<TTwoFactorStatus> {
  const row = await readTwoFactor(db, input.userId);
  const [left] = row?.enabledAt
    ? await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, input.userId), isNull(recoveryCodes.usedAt)))
    : [{ n: 0 }];
  return {
    isEnabled: Boolean(row?.enabledAt),
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: Number(left?.n ?? 0),
    isRequired: input.isAdmin,
    isSessionVerified: Boolean(row?.enabledAt) && input.isSessionVerified,
  };
}

/**
 * Turns two-factor on with a known secret, unless the member already has it on: ADMIN_TOTP_SECRET
 * for the bootstrap admin, and test factories. No recovery codes: whoever set the secret holds it.
 */
export async function enrolWithSecret(
  db: Db,
  input: { userId: string; secret: string; encryptionKey: Buffer; now: Date },
): Promise<boolean> {
  const sealed = encrypt(input.secret, input.encryptionKey);
  const rows = await db
    .insert(twoFactor)
    .values({ userId: input.userId, secretSealed: sealed, enabledAt: input.now, createdAt: input.now })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretSealed: sealed, enabledAt: input.now, lastStep: null, createdAt: input.now },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** ADMIN_TOTP_SECRET: the ADMIN_* admin gets two-factor with this secret, unless it already has it on. */
export async function ensureAdminTwoFactor(
  db: Db,
  input: { email: string; secret: string; encryptionKey: Buffer; now: Date },
): Promise<void> {
  const admin = await findUserByEmail(db, input.email);
  if (admin) await enrolWithSecret(db, { userId: admin.id, ...input });
}
