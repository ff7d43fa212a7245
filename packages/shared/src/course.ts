import { z } from "zod";
import { ZTimestamp } from "./fields.ts";

// The course (docs/product-rules.md §6): modules → lessons → optional quiz; access, trial, progress, certificate.

export const COURSE_TITLE = "Crypto trading foundations";
export const TRIAL_DAYS = 7;
export const MONTHLY_ACCESS_MONTHS = 3;
export const ACCESS_REMINDER_DAYS = 7;
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const VIDEO_MIME_TYPES = ["video/mp4", "video/webm"] as const;

export const COURSE_MESSAGES = {
  locked: "This lesson is part of the course. Start your free trial or choose a package.",
  lessonNotFound: "Lesson not found",
  moduleNotFound: "Module not found",
  trialUsed: "You have already used your free trial",
  trialMailboxUsed:
    "This e-mail address has already had its free trial on another account. Choose a package to keep learning.",
  alreadyHasAccess: "You already have access to the course",
  trialStarted: "Your 7-day free trial has started",
  answerEvery: "Answer every question",
  notAnOption: "An answer is not one of the question's options",
  oneAnswerOnly: "Choose one answer for this question",
  passQuizToComplete: "Pass this lesson's quiz to complete it",
  noQuiz: "This lesson has no quiz",
  completed: "Lesson completed",
  certificateNotFound: "Certificate not found",
  slugTaken: "Another lesson already uses this slug",
  moduleSlugTaken: "Another module already uses this slug",
  moduleNotEmpty: "Move or delete this module's lessons first",
  reorderMismatch: "The order must list every item exactly once",
  embedHost:
    "Use an embed link from YouTube or Vimeo (https://www.youtube-nocookie.com/embed/…, https://www.youtube.com/embed/… or https://player.vimeo.com/video/…)",
  videoType: "Upload an MP4 or WebM video",
  videoTooLarge: "The video is larger than 500 MiB",
  publishedNeedsBody: "Write the lesson before publishing it",
  videoOneSource: "Remove the uploaded video before adding an embed link",
  noVideo: "This lesson has no uploaded video",
  imageRequired: "Choose a PNG, JPEG or WebP image",
} as const;

/** Hosts whose embed players a lesson may show (the CSP's frame-src lists the same). */
export const VIDEO_EMBED_HOSTS = ["www.youtube-nocookie.com", "www.youtube.com", "player.vimeo.com"] as const;

export function isAllowedEmbed(url: string): boolean {
  try {
    const u = new URL(url);
    if (u.protocol !== "https:") return false;
    if (u.hostname === "player.vimeo.com") return /^\/video\/\d+$/.test(u.pathname);
    if (u.hostname === "www.youtube.com" || u.hostname === "www.youtube-nocookie.com") {
      return /^\/embed\/[A-Za-z0-9_-]{6,20}$/.test(u.pathname);
    }
    return false;
  } catch {
    return false;
  }
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ZSlug = z
  .string()
  .trim()
  .min(2, "Use at least 2 characters")
  .max(80, "Keep the slug under 80 characters")
  .regex(SLUG, "Use lowercase letters, digits and single dashes");

export const ZSlugParams = z.object({ slug: z.string().max(100) });

export const ZCourseAccess = z.object({
  /** What opens the course now: a package for life, a monthly package, the trial, or nothing. */
  kind: z.enum(["lifetime", "monthly", "trial", "none"]),
  /** When the current access ends (monthly, trial); null for lifetime and none. */
  endsAt: ZTimestamp.nullable(),
  /** Whole days left, rounded up (monthly, trial). */
  daysLeft: z.number().nullable(),
  isSignedIn: z.boolean(),
  canStartTrial: z.boolean(),
  trialEndedAt: ZTimestamp.nullable(),
  /** The last monthly access that ran out, when nothing else opens the course. */
  monthlyEndedAt: ZTimestamp.nullable(),
  hasPendingPayment: z.boolean(),
});
export type TCourseAccess = z.infer<typeof ZCourseAccess>;

export const ZProgress = z.object({ completed: z.number(), total: z.number(), percent: z.number() });
export type TProgress = z.infer<typeof ZProgress>;

/** What a lesson is, as the outline and the lesson page both read it. */
const lessonFields = { slug: z.string(), title: z.string(), minutes: z.number() };

export const ZLessonSummary = z.object({
  ...lessonFields,
  hasQuiz: z.boolean(),
  hasVideo: z.boolean(),
  isCompleted: z.boolean(),
  isLocked: z.boolean(),
});
export type TLessonSummary = z.infer<typeof ZLessonSummary>;

/** What a module is, as members and the editor both read it. */
const moduleFields = { slug: z.string(), title: z.string(), summary: z.string(), isPreview: z.boolean() };

export const ZModuleSummary = z.object({
  ...moduleFields,
  lessons: z.array(ZLessonSummary),
  progress: ZProgress,
  /** Whether the module's quiz is passed; null when it has none. */
  isQuizPassed: z.boolean().nullable(),
});
export type TModuleSummary = z.infer<typeof ZModuleSummary>;

export const ZCourseOverview = z.object({
  title: z.string(),
  access: ZCourseAccess,
  modules: z.array(ZModuleSummary),
  progress: ZProgress,
  counts: z.object({ lessons: z.number(), quizzes: z.number() }),
  /** The first lesson not yet completed (or the first lesson), for "Continue where you left off". */
  continueSlug: z.string().nullable(),
  hasStarted: z.boolean(),
  certificateId: z.string().nullable(),
});
export type TCourseOverview = z.infer<typeof ZCourseOverview>;

export const ZQuizQuestion = z.object({
  id: z.string(),
  prompt: z.string(),
  options: z.array(z.string()),
  isMulti: z.boolean(),
});
export const ZQuiz = z.object({ passMarkPercent: z.number(), questions: z.array(ZQuizQuestion) });
export type TQuiz = z.infer<typeof ZQuiz>;

export const ZQuizResult = z.object({
  scorePercent: z.number(),
  correctCount: z.number(),
  questionCount: z.number(),
  isPassed: z.boolean(),
  passMarkPercent: z.number(),
  questions: z.array(
    z.object({
      id: z.string(),
      chosen: z.array(z.number()),
      correct: z.array(z.number()),
      isCorrect: z.boolean(),
      explanation: z.string(),
    }),
  ),
  createdAt: ZTimestamp,
  certificateId: z.string().nullable(),
});
export type TQuizResult = z.infer<typeof ZQuizResult>;

export const ZLessonVideo = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("file"), url: z.string(), mime: z.string() }),
  z.object({ kind: z.literal("embed"), url: z.string() }),
]);

export const ZLesson = z.object({
  ...lessonFields,
  html: z.string(),
  video: ZLessonVideo.nullable(),
  quiz: ZQuiz.nullable(),
  module: z.object({ slug: z.string(), title: z.string(), isPreview: z.boolean() }),
  position: z.object({ index: z.number(), total: z.number() }),
  prevSlug: z.string().nullable(),
  nextSlug: z.string().nullable(),
  isCompleted: z.boolean(),
  lastAttempt: ZQuizResult.nullable(),
  access: ZCourseAccess,
});
export type TLesson = z.infer<typeof ZLesson>;

export const ZQuizSubmission = z.strictObject({
  answers: z.record(
    z.string().max(40),
    z
      .array(
        z
          .number()
          .int(COURSE_MESSAGES.notAnOption)
          .min(0, COURSE_MESSAGES.notAnOption)
          .max(50, COURSE_MESSAGES.notAnOption),
      )
      .max(50),
  ),
});
export type TQuizSubmission = z.infer<typeof ZQuizSubmission>;

export const ZCertificate = z.object({ id: z.string(), name: z.string(), course: z.string(), issuedAt: ZTimestamp });
export type TCertificate = z.infer<typeof ZCertificate>;

// ── Admin authoring ────────────────────────────────────────────────────────────────────────────

export const ZQuizQuestionInput = z
  .object({
    id: z.string().max(40).optional(),
    prompt: z.string().trim().min(3, "Write the question").max(500),
    options: z
      .array(z.string().trim().min(1, "An option cannot be empty").max(300))
      .min(2, "Give at least 2 options")
      .max(8, "Give at most 8 options"),
    correct: z.array(z.number().int().min(0)).min(1, "Mark at least one right answer"),
    explanation: z.string().trim().min(3, "Explain the right answer").max(1000),
  })
  .refine((q) => q.correct.every((i) => i < q.options.length), {
    message: "A right answer must be one of the options",
    path: ["correct"],
  })
  .refine((q) => new Set(q.correct).size === q.correct.length, {
    message: "Mark each right answer once",
    path: ["correct"],
  })
  .refine((q) => new Set(q.options).size === q.options.length, {
    message: "Options must differ",
    path: ["options"],
  });

export const ZQuizInput = z.object({
  passMarkPercent: z.number().int().min(1, "Pass mark from 1 to 100").max(100, "Pass mark from 1 to 100"),
  questions: z.array(ZQuizQuestionInput).min(1, "Add at least one question").max(30),
});
export type TQuizInput = z.infer<typeof ZQuizInput>;

export const ZModuleInput = z.strictObject({
  title: z.string().trim().min(2, "Give the module a title").max(120),
  slug: ZSlug.optional(),
  summary: z.string().trim().max(500).default(""),
  isPreview: z.boolean().default(false),
});
export type TModuleInput = z.input<typeof ZModuleInput>;

export const ZLessonInput = z.strictObject({
  moduleId: z.uuid("Choose a module"),
  title: z.string().trim().min(2, "Give the lesson a title").max(160),
  slug: ZSlug.optional(),
  bodyMd: z.string().max(100_000, "Keep the lesson under 100,000 characters").default(""),
  videoEmbedUrl: z
    .string()
    .trim()
    .refine(isAllowedEmbed, COURSE_MESSAGES.embedHost)
    .nullable()
    .optional()
    .or(z.literal("").transform(() => null)),
  quiz: ZQuizInput.nullable().optional(),
});
export type TLessonInput = z.input<typeof ZLessonInput>;

export const ZReorder = z.strictObject({ ids: z.array(z.uuid()).min(1).max(500) });

export const ZMarkdownPreview = z.strictObject({ markdown: z.string().max(100_000) });

export const ZAdminLesson = z.object({
  id: z.string(),
  moduleId: z.string(),
  slug: z.string(),
  title: z.string(),
  bodyMd: z.string(),
  minutes: z.number(),
  status: z.enum(["draft", "published"]),
  videoEmbedUrl: z.string().nullable(),
  video: z.object({ url: z.string(), mime: z.string(), sizeBytes: z.number() }).nullable(),
  quiz: ZQuizInput.extend({ questions: z.array(z.object({ id: z.string() }).passthrough()) }).nullable(),
  updatedAt: ZTimestamp,
});
export type TAdminLesson = z.infer<typeof ZAdminLesson>;

export const ZAdminModule = z.object({
  id: z.string(),
  ...moduleFields,
  lessons: z.array(ZAdminLesson.omit({ bodyMd: true, quiz: true }).extend({ questionCount: z.number() })),
});
export type TAdminModule = z.infer<typeof ZAdminModule>;

export const ZMemberProgress = z.object({
  access: ZCourseAccess,
  progress: ZProgress,
  modules: z.array(z.object({ title: z.string(), progress: ZProgress, isQuizPassed: z.boolean().nullable() })),
  attempts: z.array(
    z.object({ lesson: z.string(), scorePercent: z.number(), isPassed: z.boolean(), createdAt: ZTimestamp }),
  ),
  certificateId: z.string().nullable(),
});
export type TMemberProgress = z.infer<typeof ZMemberProgress>;

/** Reading time at 200 words a minute, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.floor((part * 100) / whole);
}
