import { ACCESS_REMINDER_DAYS } from "@vaultline/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { coursePayments, courseReminders, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { courseAccessEndingMail } from "../../lib/mail-templates/members.ts";
import { monthlyAccessEnd } from "./access.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * E-mails each STANDARD member whose access ends within 7 days, once per end date: the reminder
 * row and the mail commit together, so a rerun (or a second worker) never sends it twice, and a
 * renewal, which moves the end date, earns its own reminder later.
 */
export async function sendAccessReminders(db: Db, jobs: JobQueue, now: Date): Promise<number> {
  const monthly = await db
    .selectDistinct({ userId: coursePayments.userId })
    .from(coursePayments)
    .where(and(eq(coursePayments.course, "monthly"), eq(coursePayments.status, "accepted")));
  if (monthly.length === 0) return 0;
  const payments = await db
    .select({
      userId: coursePayments.userId,
      course: coursePayments.course,
      status: coursePayments.status,
      decidedAt: coursePayments.decidedAt,
    })
    .from(coursePayments)
    .where(
      inArray(
        coursePayments.userId,
        monthly.map((m) => m.userId),
      ),
    );
  let sent = 0;
  for (const { userId } of monthly) {
    const own = payments.filter((p) => p.userId === userId);
    if (own.some((p) => p.course === "fullPay" && p.status === "accepted")) continue;
    const end = monthlyAccessEnd(own);
    if (!end || end <= now || end.getTime() - now.getTime() > ACCESS_REMINDER_DAYS * DAY_MS) continue;
    const isSent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(courseReminders)
        .values({ userId, endsAt: end, sentAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false;
      const [user] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return false;
      await jobs.enqueue(tx, sendMailJob, mailTo(user, courseAccessEndingMail(user, end)));
      return true;
    });
    if (isSent) sent += 1;
  }
  return sent;
}
