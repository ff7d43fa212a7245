import { EMAIL_LINK_LIFETIME_HOURS } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { emailTokens, users } from "../../db/schema.ts";
import type { EmailLinkRequest } from "../../jobs/send-email-link.ts";
import type { Mailer } from "../../lib/mail.ts";
import { newToken } from "../../lib/secrets.ts";

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
  const { token, tokenHash } = newToken();
  await db.insert(emailTokens).values({
    userId: user.id,
    purpose: request.purpose,
    email: request.email,
    tokenHash,
    expiresAt: new Date(deps.now.getTime() + LIFETIME_MS),
    createdAt: deps.now,
  });
  const link = `${deps.config.publicUrl}/confirm-email/${token}`;
  const why =
    request.purpose === "confirm"
      ? `Open this link within ${EMAIL_LINK_LIFETIME_HOURS} hours to confirm the e-mail address of your Vaultline account (@${user.username}). Until you do, deposits, withdrawals and course payments wait.`
      : `Your Vaultline account (@${user.username}) asked to use this address from now on. Open this link within ${EMAIL_LINK_LIFETIME_HOURS} hours to confirm it; until then the account keeps its current address.`;
  await deps.mailer.send({
    to: request.email,
    userId: user.id,
    subject:
      request.purpose === "confirm"
        ? "Confirm your Vaultline e-mail address"
        : "Confirm your new Vaultline e-mail address",
    text: `Hello ${user.firstName},\n\n${why}\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this e-mail.\n\nVaultline`,
  });
}
