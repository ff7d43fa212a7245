import { SECURITY_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSessionId, currentUser, requireUser } from "../../plugins/auth.ts";
import { hasPasskey } from "./passkeys.service.ts";
import { hasTwoFactor } from "./two-factor.service.ts";

// Step-up (docs/security.md): a change that would let a thief keep the account or empty it (the
// password, the e-mail, two-factor, passkeys, the address book) needs the second factor given in this
// session within the last 5 minutes, at sign-in or by confirming again. A stolen session token alone
// then cannot make such a change. A member without a second factor has nothing more to give.

export const STEP_UP_WINDOW_MS = 5 * 60_000;

/** The member has a second factor: an authenticator app or a passkey. */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  return (await hasTwoFactor(db, userId)) || (await hasPasskey(db, userId));
}

/** When this session last gave the second factor, if it did. */
async function secondFactorAt(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ at: sessions.twoFactorAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.at ?? null;
}

/**
 * The guard a sensitive route adds to its preHandler: a 403 with details [{ field: "stepUp" }] when the
 * second factor was not given in the last 5 minutes (the web app then asks for it and retries).
 */
export async function requireStepUp(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const { db, clock } = request.server;
  const user = currentUser(request);
  if (!(await hasSecondFactor(db, user.id))) return;
  const at = await secondFactorAt(db, currentSessionId(request));
  if (at && clock.now().getTime() - at.getTime() < STEP_UP_WINDOW_MS && at <= clock.now()) return;
  throw new AppError("FORBIDDEN", SECURITY_MESSAGES.stepUpRequired, [
    { field: "stepUp", message: SECURITY_MESSAGES.stepUpRequired },
  ]);
}
