import { and, eq, inArray } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { securityEvents } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { newSignInMail } from "../../lib/mail-templates/security.ts";
import type { UserRow } from "../users/index.ts";
import { describeDevice } from "./device.ts";
import { recordSecurityEvent } from "./events.service.ts";
import { type Client, isKnownClient, openSession } from "./sessions.service.ts";

const NEW_DEVICE_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Opens a session for a successful sign-in (or the sign-up's own) and records it. A sign-in from a
 * device or an address this member has not used in 90 days also e-mails them (time, device, address,
 * and where to act). `isReturning`: the member had signed in before, or used the sign-up's session
 * and signed out of it (a sign-up whose answer was never used is not a visit), so "welcome back" is
 * said only to someone who has been here.
 */
export async function startSession(
  db: Db,
  deps: { config: Config; jobs: JobQueue },
  input: { user: UserRow; client: Client; now: Date; isNewAccount?: boolean; passedTwoFactor?: boolean },
): Promise<{ token: string; isReturning: boolean }> {
  return db.transaction(async (tx) => {
    const [earlier] = input.isNewAccount
      ? []
      : await tx
          .select({ id: securityEvents.id })
          .from(securityEvents)
          .where(
            and(
              eq(securityEvents.userId, input.user.id),
              // Signed in before, or signed out of the sign-up's own session (so it was used).
              inArray(securityEvents.kind, ["sign_in", "sign_in_new_device", "signed_out"]),
            ),
          )
          .limit(1);
    const known = input.isNewAccount
      ? { device: true, address: true }
      : await isKnownClient(tx, {
          userId: input.user.id,
          client: input.client,
          since: new Date(input.now.getTime() - NEW_DEVICE_WINDOW_MS),
        });
    const isNew = !known.device || !known.address;
    const { token } = await openSession(tx, {
      userId: input.user.id,
      client: input.client,
      now: input.now,
      jwtSecret: deps.config.jwtSecret,
      passedTwoFactor: input.passedTwoFactor,
    });
    await recordSecurityEvent(tx, {
      userId: input.user.id,
      kind: input.isNewAccount ? "account_created" : isNew ? "sign_in_new_device" : "sign_in",
      client: input.client,
      at: input.now,
    });
    if (isNew) {
      const signIn = { at: input.now, device: describeDevice(input.client.userAgent), ip: input.client.ip };
      await deps.jobs.enqueue(
        tx,
        sendMailJob,
        mailTo(input.user, newSignInMail(input.user, signIn, deps.config.publicUrl), {
          userId: input.user.id,
          isSecurity: true,
        }),
      );
    }
    return { token, isReturning: earlier !== undefined };
  });
}
