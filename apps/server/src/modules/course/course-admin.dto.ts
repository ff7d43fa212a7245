import type { TAdminLesson, TAdminModule, TCourseOverview, TMemberProgress } from "@vaultline/shared";
import type { courseLessons, courseModules } from "../../db/schema.ts";
import { fileUrl } from "../files/index.ts";

export type LessonRow = typeof courseLessons.$inferSelect;
export type ModuleRow = typeof courseModules.$inferSelect;
export type VideoFacts = { id: string; mime: string; sizeBytes: number } | null;

export function toAdminLesson(row: LessonRow, video: VideoFacts): TAdminLesson {
  return {
    id: row.id,
    moduleId: row.moduleId,
    slug: row.slug,
    title: row.title,
    bodyMd: row.bodyMd,
    minutes: row.minutes,
    status: row.status,
    videoEmbedUrl: row.videoEmbedUrl,
    video: video ? { url: fileUrl(video.id) ?? "", mime: video.mime, sizeBytes: Number(video.sizeBytes) } : null,
    quiz: row.quiz,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminModule(row: ModuleRow): TAdminModule {
  return { id: row.id, slug: row.slug, title: row.title, summary: row.summary, isPreview: row.isPreview, lessons: [] };
}

/** The editor's outline: every module with its lessons' headers (no bodies, no quizzes, a question count). */
export function toAdminCourse(
  modules: ModuleRow[],
  lessons: { lesson: LessonRow; video: VideoFacts }[],
): TAdminModule[] {
  return modules.map((m) => ({
    ...toAdminModule(m),
    lessons: lessons
      .filter((l) => l.lesson.moduleId === m.id)
      .map(({ lesson, video }) => {
        const { bodyMd: _body, quiz: _quiz, ...dto } = toAdminLesson(lesson, video);
        return { ...dto, questionCount: lesson.quiz?.questions.length ?? 0 };
      }),
  }));
}

type QuizAttemptRow = { lesson: string; scorePercent: number; isPassed: boolean; createdAt: Date };

export function toMemberProgress(overview: TCourseOverview, attempts: QuizAttemptRow[]): TMemberProgress {
  return {
    access: overview.access,
    progress: overview.progress,
    modules: overview.modules.map((m) => ({ title: m.title, progress: m.progress, isQuizPassed: m.isQuizPassed })),
    attempts: attempts.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    certificateId: overview.certificateId,
  };
}
