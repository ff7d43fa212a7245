import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.ts";
import { courseLessons } from "../../db/schema.ts";
import { CURRICULUM } from "./curriculum/curriculum.ts";

// Migration 0070 gives databases seeded before the illustrations the illustrated lessons.
const MIGRATION = readFileSync(
  path.join(import.meta.dirname, "../../db/migrations/0070_lesson_illustrations.sql"),
  "utf8",
);
const LESSONS_DIR = path.join(import.meta.dirname, "curriculum", "lessons");
const updates = [
  ...MIGRATION.matchAll(
    /UPDATE course_lessons SET body_md = \$lesson_new\$([\s\S]*?)\$lesson_new\$, updated_at = now\(\)\n {2}WHERE slug = '([a-z0-9-]+)' AND body_md = \$lesson_old\$([\s\S]*?)\$lesson_old\$;/g,
  ),
].map((m) => ({ statement: m[0], next: m[1] ?? "", slug: m[2] ?? "", before: m[3] ?? "" }));
const fileOf = (slug: string) => CURRICULUM.flatMap((m) => m.lessons).find((l) => l.slug === slug)?.file ?? "";

const app = await createTestApp();

describe("the lesson illustrations' migration", () => {
  it("brings each lesson it names to the lesson file as it is now, with its picture", () => {
    expect(updates.length).toBeGreaterThanOrEqual(14);
    for (const u of updates) {
      expect(u.next, u.slug).toBe(readFileSync(path.join(LESSONS_DIR, fileOf(u.slug)), "utf8"));
      expect(u.next, u.slug).toMatch(/!\[[^\]]+\]\(\/course-images\/[a-z0-9-]+\.svg\)/);
      expect(u.before, u.slug).not.toMatch(/\/course-images\//);
    }
  });

  it("updates a lesson still as first seeded, and keeps an admin's own edit", async () => {
    const [seeded, edited] = updates;
    if (!seeded || !edited) throw new Error("the migration names no lessons");
    await app.db.update(courseLessons).set({ bodyMd: seeded.before }).where(eq(courseLessons.slug, seeded.slug));
    await app.db
      .update(courseLessons)
      .set({ bodyMd: "An admin's own text." })
      .where(eq(courseLessons.slug, edited.slug));
    await app.db.execute(sql.raw(seeded.statement));
    await app.db.execute(sql.raw(edited.statement));
    const body = async (slug: string) =>
      (await app.db.select().from(courseLessons).where(eq(courseLessons.slug, slug)))[0]?.bodyMd;
    expect(await body(seeded.slug)).toBe(seeded.next);
    expect(await body(edited.slug)).toBe("An admin's own text.");
  });
});
