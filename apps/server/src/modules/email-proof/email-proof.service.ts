import { ACCOUNT_GUARD_MESSAGES, EMAIL_MESSAGES, type TEmailStatus } from "@vaultline/shared";
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailTokens, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { emailLinkJob } from "../../jobs/send-email-link.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { emailChangedMail } from "../../lib/mail-templates/security.ts";
import { hitWindowLimits } from "../../lib/rate-limit.ts";
import { sha256, verifyPassword } from "../../lib/secrets.ts";
import type { Client } from "../security/index.ts";
import { assertGuardsAllow, lastGuardStart, readGuard, recordSecurityEvent } from "../security/index.ts";
import type { UserRow } from "../users/index.ts";

// A member may ask for this many links (resend or change) per quarter hour: each one sends a mail.
const LINKS_PER_WINDOW = 5;
const LINK_WINDOW_SECONDS = 15 * 60;

const countLinkRequest = (db: Db, userId: string, now: Date) =>
  hitWindowLimits(
    db,
    [{ key: `email-link:user:${userId}`, limit: LINKS_PER_WINDOW, windowSeconds: LINK_WINDOW_SECONDS }],
    now,
  );

/** Enqueues the sign-up link in the account's own transaction: no account without its link, and no link without its account. */
export function enqueueConfirmationLink(tx: Db, jobs: JobQueue, user: UserRow): Promise<void> {
  return jobs.enqueue(tx, emailLinkJob, { userId: user.id, purpose: "confirm", email: user.email });
}

export async function resendConfirmation(db: Db, jobs: JobQueue, input: { user: UserRow; now: Date }): Promise<string> {
  if (input.user.emailConfirmedAt) throw new AppError("BAD_REQUEST", EMAIL_MESSAGES.alreadyConfirmed);
  await countLinkRequest(db, input.user.id, input.now);
  await enqueueConfirmationLink(db, jobs, input.user);
  return input.user.email;
}

/**
 * Asks to move the account to a new address (current password required). Nothing changes until the
 * link sent to the new address is opened; a newer request voids the links of earlier ones.
 */
export async function requestEmailChange(
  db: Db,
  jobs: JobQueue,
  input: { user: UserRow; email: string; password: string; now: Date },
): Promise<string> {
  const email = input.email.trim();
  if (!(await verifyPassword(input.user.passwordHash, input.password))) {
    throw new AppError("BAD_REQUEST", EMAIL_MESSAGES.wrongPassword, [
      { field: "password", message: EMAIL_MESSAGES.wrongPassword },
    ]);
  }
  if (email.toLowerCase() === input.user.email.toLowerCase()) {
    throw new AppError("BAD_REQUEST", EMAIL_MESSAGES.sameEmail, [
      { field: "email", message: EMAIL_MESSAGES.sameEmail },
    ]);
  }
  await assertEmailFree(db, email, input.user.id);
  await countLinkRequest(db, input.user.id, input.now);
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: input.now })
      .where(and(eq(emailTokens.userId, input.user.id), eq(emailTokens.purpose, "change"), isNull(emailTokens.usedAt)));
    await jobs.enqueue(tx, emailLinkJob, { userId: input.user.id, purpose: "change", email });
  });
  return email;
}

async function assertEmailFree(db: Db, email: string, userId: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)));
  if (taken) {
    throw new AppError("CONFLICT", EMAIL_MESSAGES.emailTaken, [{ field: "email", message: EMAIL_MESSAGES.emailTaken }]);
  }
}

/**
 * A spent link whose address is now the account's own, confirmed: opening it again has nothing left
 * to do, and the member is told so rather than that the link failed.
 */
async function alreadyConfirmedBy(tx: Db, token: string): Promise<{ email: string; isChange: boolean } | null> {
  const [row] = await tx
    .select({
      email: emailTokens.email,
      purpose: emailTokens.purpose,
      current: users.email,
      at: users.emailConfirmedAt,
    })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, sha256(token)), isNotNull(emailTokens.usedAt)));
  if (!row?.at || row.current.toLowerCase() !== row.email.toLowerCase()) return null;
  return { email: row.current, isChange: row.purpose === "change" };
}

/**
 * Opens a link: spends the token (one conditional update: unused and unexpired), then confirms the
 * address or moves the account to the new one, with its security event, in one transaction. A
 * change also tells the old address. A used or expired link whose address the account already has,
 * confirmed, answers so (opened twice, say); otherwise expired, used or unknown → 400 and nothing
 * changes. A change is a change of control: refused (403) while the account is frozen or its settings
 * locked, and void (400) if it was asked for before the latest freeze or lock started.
 */
export async function confirmEmail(
  db: Db,
  jobs: JobQueue,
  input: { token: string; client: Client; now: Date },
): Promise<{ email: string; isChange: boolean; isAlreadyConfirmed: boolean }> {
  const invalid = () => new AppError("BAD_REQUEST", EMAIL_MESSAGES.linkInvalid);
  const [change] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(input.token)),
        eq(emailTokens.purpose, "change"),
        isNull(emailTokens.usedAt),
      ),
    );
  if (change)
    await assertGuardsAllow(db, "emailChange", { userId: change.userId, now: input.now, client: input.client });
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(emailTokens)
        .set({ usedAt: input.now })
        .where(
          and(
            eq(emailTokens.tokenHash, sha256(input.token)),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, input.now),
          ),
        )
        .returning();
      if (!spent) {
        const confirmed = await alreadyConfirmedBy(tx, input.token);
        if (confirmed) return { ...confirmed, isAlreadyConfirmed: true };
        throw invalid();
      }
      const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).for("update");
      if (!user) throw invalid();
      const isCurrent = user.email.toLowerCase() === spent.email.toLowerCase();
      // Every other open link of this kind dies with this one.
      await tx
        .update(emailTokens)
        .set({ usedAt: input.now })
        .where(
          and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, spent.purpose), isNull(emailTokens.usedAt)),
        );
      if (spent.purpose === "confirm") {
        // A sign-up link for an address the account has since left proves nothing.
        if (!isCurrent) throw invalid();
        if (!user.emailConfirmedAt) {
          await tx.update(users).set({ emailConfirmedAt: input.now }).where(eq(users.id, user.id));
          await recordSecurityEvent(tx, {
            userId: user.id,
            kind: "email_confirmed",
            client: input.client,
            at: input.now,
          });
        }
        return { email: user.email, isChange: false, isAlreadyConfirmed: false };
      }
      if (isCurrent) throw invalid();
      const guardStart = lastGuardStart(await readGuard(tx, user.id));
      if (guardStart && spent.createdAt.getTime() <= guardStart.getTime()) {
        throw new AppError("BAD_REQUEST", ACCOUNT_GUARD_MESSAGES.emailChangeVoided);
      }
      await assertEmailFree(tx, spent.email, user.id);
      await tx.update(users).set({ email: spent.email, emailConfirmedAt: input.now }).where(eq(users.id, user.id));
      await recordSecurityEvent(tx, {
        userId: user.id,
        kind: "email_changed",
        client: input.client,
        at: input.now,
        detail: `${user.email} → ${spent.email}`,
      });
      await jobs.enqueue(
        tx,
        sendMailJob,
        mailTo(user, emailChangedMail(user, spent.email), { userId: user.id, isSecurity: true }),
      );
      return { email: spent.email, isChange: true, isAlreadyConfirmed: false };
    });
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505") {
      throw new AppError("CONFLICT", EMAIL_MESSAGES.emailTaken);
    }
    throw error;
  }
}

export async function getEmailStatus(db: Db, user: UserRow, now: Date): Promise<TEmailStatus> {
  const voidedUpTo = lastGuardStart(await readGuard(db, user.id));
  const [pending] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, user.id),
        eq(emailTokens.purpose, "change"),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
        voidedUpTo ? gt(emailTokens.createdAt, voidedUpTo) : undefined,
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return { email: user.email, isConfirmed: user.emailConfirmedAt !== null, pendingEmail: pending?.email ?? null };
}
