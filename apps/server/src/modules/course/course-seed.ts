import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { courseLessons, courseModules, seedMarkers } from "../../db/schema.ts";
import { CURRICULUM } from "./curriculum/curriculum.ts";

const LESSONS_DIR = path.join(import.meta.dirname, "curriculum", "lessons");
const MARKER = "course-curriculum-v1";

/**
 * Seeds the beginner curriculum once per database, published. A marker row, not "is the table
 * empty", decides: an admin who removes seeded lessons does not see them come back on restart.
 */
export async function seedCourse(db: Db): Promise<void> {
  const [done] = await db.select().from(seedMarkers).where(eq(seedMarkers.name, MARKER));
  if (done) return;
  for (const [moduleIndex, m] of CURRICULUM.entries()) {
    const row = returnedRow(
      await db
        .insert(courseModules)
        .values({ slug: m.slug, title: m.title, summary: m.summary, position: moduleIndex + 1, isPreview: m.isPreview })
        .returning({ id: courseModules.id }),
      "course module insert",
    );
    await db.insert(courseLessons).values(
      m.lessons.map((l, lessonIndex) => ({
        moduleId: row.id,
        slug: l.slug,
        title: l.title,
        bodyMd: readFileSync(path.join(LESSONS_DIR, l.file), "utf8"),
        minutes: l.minutes,
        position: lessonIndex + 1,
        status: "published" as const,
        quiz: l.quiz
          ? {
              passMarkPercent: l.quiz.passMarkPercent,
              questions: l.quiz.questions.map((q, i) => ({ id: `q${i + 1}`, ...q })),
            }
          : null,
      })),
    );
  }
  await db.insert(seedMarkers).values({ name: MARKER });
}
