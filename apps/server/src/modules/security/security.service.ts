import { SECURITY_MESSAGES, type TChangePasswordRequest } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { passwordChangedMail } from "../../lib/mail-templates/security.ts";
import { assertPasswordNotCommon } from "../../lib/password-policy.ts";
import { hashPassword, verifyPassword } from "../../lib/secrets.ts";
import type { UserRow } from "../users/index.ts";
import { recordSecurityEvent } from "./events.service.ts";
import { type Client, endOwnSession, endSessions } from "./sessions.service.ts";

/**
 * Changes the password after checking the current one; every other session ends in the same
 * transaction (whoever knew the old password is signed out), and the member is told by e-mail.
 */
export async function changePassword(
  db: Db,
  jobs: JobQueue,
  input: { user: UserRow; sessionId: string; body: TChangePasswordRequest; client: Client; now: Date },
): Promise<number> {
  if (!(await verifyPassword(input.user.passwordHash, input.body.currentPassword))) {
    throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.wrongPassword, [
      { field: "currentPassword", message: SECURITY_MESSAGES.wrongPassword },
    ]);
  }
  if (input.body.currentPassword === input.body.password) {
    throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.samePassword, [
      { field: "password", message: SECURITY_MESSAGES.samePassword },
    ]);
  }
  await assertPasswordNotCommon(input.body.password);
  const passwordHash = await hashPassword(input.body.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.user.id));
    const ended = await endSessions(tx, {
      userId: input.user.id,
      except: input.sessionId,
      reason: "password changed",
      now: input.now,
    });
    await recordSecurityEvent(tx, {
      userId: input.user.id,
      kind: "password_changed",
      client: input.client,
      at: input.now,
    });
    await jobs.enqueue(
      tx,
      sendMailJob,
      mailTo(input.user, passwordChangedMail(input.user), { userId: input.user.id, isSecurity: true }),
    );
    return ended;
  });
}

/** Who asked to end sessions: the member, from which device, when. */
type SignOutRequest = { userId: string; client: Client; now: Date };

/** Ends sessions and records the member's security event about it, in one transaction; returns how many ended. */
function endRecorded(
  db: Db,
  asked: SignOutRequest,
  kind: "signed_out" | "session_ended" | "other_sessions_ended",
  end: (tx: Db) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const count = await end(tx);
    await recordSecurityEvent(tx, { userId: asked.userId, kind, client: asked.client, at: asked.now });
    return count;
  });
}

/** Ends the session the request came with: its token stops working at once. */
export async function signOut(db: Db, asked: SignOutRequest & { sessionId: string }): Promise<void> {
  const { userId, sessionId, now } = asked;
  await endRecorded(db, asked, "signed_out", (tx) =>
    endSessions(tx, { userId, only: sessionId, reason: "signed out", now }),
  );
}

/** Signs out one of the member's devices (404 for a session not theirs or already ended). */
export async function signOutDevice(db: Db, asked: SignOutRequest & { sessionId: string }): Promise<void> {
  const { userId, sessionId, now } = asked;
  await endRecorded(db, asked, "session_ended", async (tx) => {
    await endOwnSession(tx, { userId, sessionId, now });
    return 1;
  });
}

/** Signs out every device but the one asking; returns how many sessions ended. */
export function signOutOthers(db: Db, asked: SignOutRequest & { sessionId: string }): Promise<number> {
  const { userId, sessionId, now } = asked;
  return endRecorded(db, asked, "other_sessions_ended", (tx) =>
    endSessions(tx, { userId, except: sessionId, reason: "signed out from another device", now }),
  );
}
