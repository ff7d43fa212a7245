import type { TMemberProgress } from "@vaultline/shared";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseLessons, quizAttempts, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { getCourseOverview } from "./course.service.ts";
import { toMemberProgress } from "./course-admin.dto.ts";

/** One member's course as an admin sees it: access, progress, the latest 50 quiz attempts, certificate. */
export async function getMemberProgress(db: Db, userId: string, now: Date): Promise<TMemberProgress> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  const [overview, attempts] = await Promise.all([
    getCourseOverview(db, userId, now),
    db
      .select({
        lesson: courseLessons.title,
        scorePercent: quizAttempts.scorePercent,
        isPassed: quizAttempts.isPassed,
        createdAt: quizAttempts.createdAt,
      })
      .from(quizAttempts)
      .innerJoin(courseLessons, eq(courseLessons.id, quizAttempts.lessonId))
      .where(eq(quizAttempts.userId, userId))
      .orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.id))
      .limit(50),
  ]);
  return toMemberProgress(overview, attempts);
}
