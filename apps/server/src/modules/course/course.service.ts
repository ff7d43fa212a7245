import { randomBytes } from "node:crypto";
import {
  COURSE_MESSAGES,
  COURSE_TITLE,
  type TCertificate,
  type TCourseAccess,
  type TCourseOverview,
  type TLesson,
  type TQuizResult,
} from "@vaultline/shared";
import { and, asc, desc, eq } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import {
  certificates,
  courseLessons,
  courseModules,
  files,
  lessonProgress,
  lessonViews,
  quizAttempts,
  users,
} from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { renderMarkdown } from "../../lib/markdown.ts";
import { getCourseAccess, hasAccess } from "./access.ts";
import { toCertificate, toQuizResult } from "./course.dto.ts";
import { type OutlineModule, summarise } from "./progress.ts";
import { publicQuiz, scoreQuiz } from "./quiz.ts";

type LessonRow = typeof courseLessons.$inferSelect;
type ModuleRow = typeof courseModules.$inferSelect;

/**
 * The published course in reading order: modules by position, their published lessons by position.
 * Like learnerFacts, its queries run one after the other: `db` may be a transaction (one connection).
 */
async function loadOutline(db: Db): Promise<{ outline: OutlineModule[]; modules: ModuleRow[]; lessons: LessonRow[] }> {
  const modules = await db.select().from(courseModules).orderBy(asc(courseModules.position));
  const lessons = await db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.status, "published"))
    .orderBy(asc(courseLessons.position), asc(courseLessons.createdAt));
  const outline = modules
    .map((m) => ({
      id: m.id,
      slug: m.slug,
      title: m.title,
      summary: m.summary,
      isPreview: m.isPreview,
      lessons: lessons
        .filter((l) => l.moduleId === m.id)
        .map((l) => ({
          id: l.id,
          slug: l.slug,
          title: l.title,
          minutes: l.minutes,
          hasQuiz: l.quiz !== null,
          hasVideo: l.videoFileId !== null || l.videoEmbedUrl !== null,
        })),
    }))
    .filter((m) => m.lessons.length > 0);
  return { outline, modules, lessons };
}

async function learnerFacts(db: Db, userId: string | null) {
  if (!userId)
    return { completed: new Set<string>(), passedQuizzes: new Set<string>(), certificateId: null, lastViewedId: null };
  const done = await db
    .select({ id: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId));
  const passed = await db
    .selectDistinct({ id: quizAttempts.lessonId })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.isPassed, true)));
  const certificate = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.userId, userId));
  const [viewed] = await db
    .select({ id: lessonViews.lessonId })
    .from(lessonViews)
    .where(eq(lessonViews.userId, userId));
  return {
    completed: new Set(done.map((r) => r.id)),
    passedQuizzes: new Set(passed.map((r) => r.id)),
    certificateId: certificate[0]?.id ?? null,
    lastViewedId: viewed?.id ?? null,
  };
}

export async function getCourseOverview(db: Db, userId: string | null, now: Date): Promise<TCourseOverview> {
  const [{ outline }, access, facts] = await Promise.all([
    loadOutline(db),
    getCourseAccess(db, userId, now),
    learnerFacts(db, userId),
  ]);
  const summary = summarise(outline, { ...facts, hasAccess: hasAccess(access) });
  return {
    title: COURSE_TITLE,
    access,
    modules: summary.modules,
    progress: summary.progress,
    counts: summary.counts,
    continueSlug: userId ? summary.continueSlug : null,
    hasStarted: summary.hasStarted,
    certificateId: facts.certificateId,
  };
}

type ReadableLesson = { lesson: LessonRow; module: ModuleRow; access: TCourseAccess };

/** A published lesson the caller may read: 404 when unknown or a draft, 403 when it needs access. */
export async function findReadableLesson(
  db: Db,
  slug: string,
  userId: string | null,
  now: Date,
): Promise<ReadableLesson> {
  const [row] = await db
    .select({ lesson: courseLessons, module: courseModules })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(and(eq(courseLessons.slug, slug), eq(courseLessons.status, "published")));
  if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.lessonNotFound);
  const access = await getCourseAccess(db, userId, now);
  if (!row.module.isPreview && !hasAccess(access)) throw new AppError("FORBIDDEN", COURSE_MESSAGES.locked);
  return { ...row, access };
}

/** `signVideo` gives the reader a token for the lesson's video file (a <video> sends no bearer header). */
export async function getLesson(
  db: Db,
  slug: string,
  userId: string | null,
  now: Date,
  signVideo: (lessonId: string) => Promise<string | null> = async () => null,
): Promise<TLesson> {
  const { lesson, module, access } = await findReadableLesson(db, slug, userId, now);
  if (userId) await recordLessonView(db, userId, lesson.id, now);
  const { outline } = await loadOutline(db);
  const order = outline.flatMap((m) => m.lessons.map((l) => l.slug));
  const index = order.indexOf(lesson.slug);
  const facts = await learnerFacts(db, userId);
  let lastAttempt: TQuizResult | null = null;
  if (userId && lesson.quiz) {
    const [attempt] = await db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lesson.id)))
      .orderBy(desc(quizAttempts.createdAt))
      .limit(1);
    // An attempt on an older version of the quiz cannot be shown against the current questions.
    try {
      lastAttempt = attempt ? toQuizResult(attempt, lesson, facts.certificateId) : null;
    } catch {
      lastAttempt = null;
    }
  }
  let video: TLesson["video"] = null;
  if (lesson.videoFileId) {
    const [file] = await db.select({ mime: files.mime }).from(files).where(eq(files.id, lesson.videoFileId));
    const token = module.isPreview ? null : await signVideo(lesson.id);
    const url = `/api/course/lessons/${lesson.slug}/video${token ? `?t=${encodeURIComponent(token)}` : ""}`;
    if (file) video = { kind: "file", url, mime: file.mime };
  } else if (lesson.videoEmbedUrl) {
    video = { kind: "embed", url: lesson.videoEmbedUrl };
  }
  return {
    slug: lesson.slug,
    title: lesson.title,
    minutes: lesson.minutes,
    html: renderMarkdown(lesson.bodyMd),
    video,
    quiz: lesson.quiz ? publicQuiz(lesson.quiz) : null,
    module: { slug: module.slug, title: module.title, isPreview: module.isPreview },
    position: { index: index + 1, total: order.length },
    prevSlug: index > 0 ? (order[index - 1] ?? null) : null,
    nextSlug: index >= 0 && index < order.length - 1 ? (order[index + 1] ?? null) : null,
    isCompleted: facts.completed.has(lesson.id),
    lastAttempt,
    access,
  };
}

/** Remembers the lesson a member opened last, for "Continue where you left off". */
async function recordLessonView(db: Db, userId: string, lessonId: string, now: Date): Promise<void> {
  await db
    .insert(lessonViews)
    .values({ userId, lessonId, viewedAt: now })
    .onConflictDoUpdate({ target: lessonViews.userId, set: { lessonId, viewedAt: now } });
}

async function markComplete(tx: Db, userId: string, lessonId: string, now: Date): Promise<void> {
  await tx.insert(lessonProgress).values({ userId, lessonId, completedAt: now }).onConflictDoNothing();
}

/** Marks a lesson without a quiz as read; a lesson with a quiz completes when its quiz is passed. */
export async function completeLesson(db: Db, slug: string, userId: string, now: Date): Promise<TCourseOverview> {
  const { lesson } = await findReadableLesson(db, slug, userId, now);
  if (lesson.quiz) throw new AppError("CONFLICT", COURSE_MESSAGES.passQuizToComplete);
  await markComplete(db, userId, lesson.id, now);
  return getCourseOverview(db, userId, now);
}

function newCertificateId(): string {
  // 50 random bits in Crockford base32: unguessable, and easy to read out or type.
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % 32]).join("");
  return `VL-${chars.slice(0, 5)}-${chars.slice(5, 10)}`;
}

/** Issues the certificate once, when every module's quiz is passed; returns its id (or null). */
async function issueCertificateIfEarned(tx: Db, userId: string, now: Date): Promise<string | null> {
  const { outline } = await loadOutline(tx);
  const facts = await learnerFacts(tx, userId);
  if (facts.certificateId) return facts.certificateId;
  if (!summarise(outline, { ...facts, hasAccess: true }).isCourseComplete) return null;
  const [user] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  const [issued] = await tx
    .insert(certificates)
    .values({
      id: newCertificateId(),
      userId,
      fullName: `${user.first} ${user.last}`,
      courseTitle: COURSE_TITLE,
      issuedAt: now,
    })
    .onConflictDoNothing({ target: certificates.userId })
    .returning({ id: certificates.id });
  if (issued) return issued.id;
  const [existing] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.userId, userId));
  return existing?.id ?? null;
}

/** Scores and stores an attempt; a pass completes the lesson and may earn the certificate. */
export async function submitQuiz(
  db: Db,
  input: { slug: string; userId: string; answers: Record<string, number[]>; now: Date },
): Promise<TQuizResult> {
  const { lesson } = await findReadableLesson(db, input.slug, input.userId, input.now);
  if (!lesson.quiz) throw new AppError("NOT_FOUND", COURSE_MESSAGES.noQuiz);
  const score = scoreQuiz(lesson.quiz, input.answers);
  return db.transaction(async (tx) => {
    const attempt = returnedRow(
      await tx
        .insert(quizAttempts)
        .values({
          userId: input.userId,
          lessonId: lesson.id,
          scorePercent: score.scorePercent,
          correctCount: score.correctCount,
          questionCount: score.questionCount,
          isPassed: score.isPassed,
          answers: Object.fromEntries(score.questions.map((q) => [q.id, q.chosen])),
          createdAt: input.now,
        })
        .returning(),
      "quiz attempt insert",
    );
    let certificateId: string | null = null;
    if (score.isPassed) {
      await markComplete(tx, input.userId, lesson.id, input.now);
      certificateId = await issueCertificateIfEarned(tx, input.userId, input.now);
    }
    return {
      ...score,
      passMarkPercent: lesson.quiz?.passMarkPercent ?? 0,
      createdAt: attempt.createdAt.toISOString(),
      certificateId,
    };
  });
}

/** The public verification: only the holder's name, the course, the date and the id. */
export async function getCertificate(db: Db, id: string): Promise<TCertificate> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id.trim().toUpperCase()));
  if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.certificateNotFound);
  return toCertificate(row);
}

/** Whether a certificate id is real (the public page's status code). */
export async function certificateExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.id, id.trim().toUpperCase()));
  return row !== undefined;
}

export async function getMyCertificate(db: Db, userId: string): Promise<TCertificate> {
  const [row] = await db.select().from(certificates).where(eq(certificates.userId, userId));
  if (!row) throw new AppError("NOT_FOUND", COURSE_MESSAGES.certificateNotFound);
  return toCertificate(row);
}
