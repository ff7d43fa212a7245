import { EMAIL_LINK_LIFETIME_HOURS } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { emailTokens, users } from "../../db/schema.ts";
import type { EmailLinkRequest } from "../../jobs/send-email-link.ts";
import type { Mailer } from "../../lib/mail.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { emailLinkMail } from "../../lib/mail-templates/security.ts";
import { newToken } from "../../lib/secrets.ts";
import { guardsStopChanges } from "../security/index.ts";

const LIFETIME_MS = EMAIL_LINK_LIFETIME_HOURS * 60 * 60 * 1000;

/**
 * Run by the send-email-link job: makes a fresh one-use link and mails it to `email`. The token is
 * made here, not in the request, so its plain text never sits in the job table; only its hash is kept.
 * A link for an address the account no longer has, or one already confirmed, is not sent.
 */
export async function mailEmailLink(
  db: Db,
  deps: { config: Config; mailer: Mailer; now: Date },
  request: EmailLinkRequest,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, request.userId));
  if (!user) return;
  const isCurrent = user.email.toLowerCase() === request.email.toLowerCase();
  if (request.purpose === "confirm" && (!isCurrent || user.emailConfirmedAt)) return;
  if (request.purpose === "change" && isCurrent) return;
  // A change asked for just before a freeze or a lock is not mailed once it has started.
  if (request.purpose === "change" && (await guardsStopChanges(db, user.id, deps.now))) return;
  const { token, tokenHash } = newToken();
  await db.insert(emailTokens).values({
    userId: user.id,
    purpose: request.purpose,
    email: request.email,
    tokenHash,
    expiresAt: new Date(deps.now.getTime() + LIFETIME_MS),
    createdAt: deps.now,
  });
  const link = {
    purpose: request.purpose,
    url: `${deps.config.publicUrl}/confirm-email/${token}`,
    lifetimeHours: EMAIL_LINK_LIFETIME_HOURS,
  };
  await deps.mailer.send(mailTo({ email: request.email }, emailLinkMail(user, link), { userId: user.id }));
}
