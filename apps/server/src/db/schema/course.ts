import { boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, status, timestamps, userId, uuidKey } from "./columns.ts";

export type StoredQuestion = { id: string; prompt: string; options: string[]; correct: number[]; explanation: string };
export type StoredQuiz = { passMarkPercent: number; questions: StoredQuestion[] };

export const seedMarkers = pgTable("seed_markers", {
  name: text("name").primaryKey(),
  seededAt: at("seeded_at").notNull().defaultNow(),
});

export const courseModules = pgTable("course_modules", {
  id: uuidKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull().default(""),
  position: integer("position").notNull(),
  isPreview: boolean("is_preview").notNull().default(false),
  ...timestamps(),
});

export const courseLessons = pgTable("course_lessons", {
  id: uuidKey(),
  moduleId: uuid("module_id").notNull(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  bodyMd: text("body_md").notNull().default(""),
  minutes: integer("minutes").notNull(),
  position: integer("position").notNull(),
  status: status(["draft", "published"], "draft"),
  videoFileId: uuid("video_file_id"),
  videoEmbedUrl: text("video_embed_url"),
  quiz: jsonb("quiz").$type<StoredQuiz>(),
  ...timestamps(),
});

export const courseTrials = pgTable(
  "course_trials",
  {
    userId: uuid("user_id").primaryKey(),
    startedAt: at("started_at").notNull(),
    endsAt: at("ends_at").notNull(),
    /** canonical_mailbox() of the member's address when the trial started: one trial per mailbox. */
    mailbox: text("mailbox"),
  },
  (t) => [uniqueIndex("course_trials_mailbox_key").on(t.mailbox)],
);

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: userId(),
    lessonId: uuid("lesson_id").notNull(),
    completedAt: at("completed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** The lesson each member opened last (one row per member). */
export const lessonViews = pgTable("lesson_views", {
  userId: uuid("user_id").primaryKey(),
  lessonId: uuid("lesson_id").notNull(),
  viewedAt: at("viewed_at").notNull(),
});

export const quizAttempts = pgTable("quiz_attempts", {
  id: uuidKey(),
  userId: userId(),
  lessonId: uuid("lesson_id").notNull(),
  scorePercent: integer("score_percent").notNull(),
  correctCount: integer("correct_count").notNull(),
  questionCount: integer("question_count").notNull(),
  isPassed: boolean("is_passed").notNull(),
  answers: jsonb("answers").$type<Record<string, number[]>>().notNull(),
  createdAt: createdAt(),
});

export const certificates = pgTable("certificates", {
  id: text("id").primaryKey(),
  userId: userId().unique(),
  fullName: text("full_name").notNull(),
  courseTitle: text("course_title").notNull(),
  issuedAt: at("issued_at").notNull(),
});

export const courseReminders = pgTable(
  "course_reminders",
  {
    userId: userId(),
    endsAt: at("ends_at").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.endsAt] })],
);
