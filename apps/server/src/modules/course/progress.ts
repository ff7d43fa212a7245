import { percent, type TModuleSummary, type TProgress } from "@vaultline/shared";

export type OutlineLesson = {
  id: string;
  slug: string;
  title: string;
  minutes: number;
  hasQuiz: boolean;
  hasVideo: boolean;
};
export type OutlineModule = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  isPreview: boolean;
  lessons: OutlineLesson[];
};

export type LearnerFacts = {
  completed: ReadonlySet<string>;
  /** Lessons whose quiz the learner has passed at least once. */
  passedQuizzes: ReadonlySet<string>;
  hasAccess: boolean;
  /** The lesson the learner opened last, if any. */
  lastViewedId?: string | null;
};

function progressOf(lessons: OutlineLesson[], completed: ReadonlySet<string>): TProgress {
  const done = lessons.filter((l) => completed.has(l.id)).length;
  return { completed: done, total: lessons.length, percent: percent(done, lessons.length) };
}

/**
 * Where "continue" leads among the open lessons: the one opened last while it is unfinished, else the
 * next unfinished one after it, else the first unfinished one of the course.
 */
function continueAt(open: OutlineLesson[], facts: LearnerFacts): string | null {
  const last = open.findIndex((l) => l.id === facts.lastViewedId);
  const unfinished = (l: OutlineLesson) => !facts.completed.has(l.id);
  const next = open.slice(Math.max(last, 0)).find(unfinished) ?? open.find(unfinished);
  return next?.slug ?? null;
}

/** Per-module and overall progress, the module quizzes, and where to continue. */
export function summarise(outline: OutlineModule[], facts: LearnerFacts) {
  const modules: TModuleSummary[] = outline.map((m) => {
    const quizLessons = m.lessons.filter((l) => l.hasQuiz);
    return {
      slug: m.slug,
      title: m.title,
      summary: m.summary,
      isPreview: m.isPreview,
      lessons: m.lessons.map((l) => ({
        slug: l.slug,
        title: l.title,
        minutes: l.minutes,
        hasQuiz: l.hasQuiz,
        hasVideo: l.hasVideo,
        isCompleted: facts.completed.has(l.id),
        isLocked: !m.isPreview && !facts.hasAccess,
      })),
      progress: progressOf(m.lessons, facts.completed),
      isQuizPassed: quizLessons.length ? quizLessons.every((l) => facts.passedQuizzes.has(l.id)) : null,
    };
  });
  const lessons = outline.flatMap((m) => m.lessons);
  const open = outline.filter((m) => m.isPreview || facts.hasAccess).flatMap((m) => m.lessons);
  const quizCount = lessons.filter((l) => l.hasQuiz).length;
  return {
    modules,
    progress: progressOf(lessons, facts.completed),
    counts: { lessons: lessons.length, quizzes: quizCount },
    continueSlug: continueAt(open, facts),
    hasStarted: facts.completed.size > 0 || facts.passedQuizzes.size > 0,
    /** Every module's quiz passed (and there is at least one quiz): the certificate is earned. */
    isCourseComplete: quizCount > 0 && modules.every((m) => m.isQuizPassed !== false),
  };
}
