import { FREEZE_LINK_LIFETIME_DAYS } from "@vaultline/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountGuards, freezeLinks, users } from "../../db/schema.ts";
import type { Mail, Mailer } from "../../lib/mail.ts";
import { newToken } from "../../lib/secrets.ts";

const FREEZE_LINK_LIFETIME_MS = FREEZE_LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

type Deps = { db: Db; publicUrl: string; now: () => Date };

/**
 * Every mail the app sends goes through here, whichever module or job sends it: a member's mail is
 * headed with their anti-phishing code, and a security mail ends with a fresh one-use freeze link
 * (made at sending, so its plain token never sits in the job table; only its hash is kept).
 */
export function guardMailer(mailer: Mailer, deps: Deps): Mailer {
  return { send: async (mail) => mailer.send(await dressMail(deps, mail)) };
}

export async function dressMail(deps: Deps, mail: Mail): Promise<Mail> {
  const { userId, isSecurity, ...plain } = mail;
  // One read per mail: the member and their code (the mail benchmark sends a thousand).
  const [member] = await deps.db
    .select({ id: users.id, antiPhishingCode: accountGuards.antiPhishingCode })
    .from(users)
    .leftJoin(accountGuards, eq(accountGuards.userId, users.id))
    .where(userId ? eq(users.id, userId) : sql`lower(${users.email}) = ${mail.to.toLowerCase()}`)
    .limit(1);
  if (!member) return plain;
  let text = plain.text;
  if (isSecurity) {
    const now = deps.now();
    const { token, tokenHash } = newToken();
    await deps.db.insert(freezeLinks).values({
      userId: member.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + FREEZE_LINK_LIFETIME_MS),
      createdAt: now,
    });
    text = `${text.replace(/\s*Vaultline\s*$/, "")}\n\nThis wasn't me: if you did not do this, freeze your account at once. Every device is signed out and withdrawals stop until you unfreeze it:\n${deps.publicUrl}/freeze/${token}\n(The link works once, for ${FREEZE_LINK_LIFETIME_DAYS} days.)\n\nVaultline`;
  }
  const code = member.antiPhishingCode;
  if (code) {
    text = `Your anti-phishing code: ${code}\nEvery e-mail from Vaultline starts with this line. If it is missing or wrong, the e-mail is not from us: do not open its links.\n\n${text}`;
  }
  return { ...plain, text };
}
