// The shape of the seeded course's content: curriculum.ts lists the modules, one file per module under ./modules.

/** `correct` holds indexes into `options`; more than one index makes a multi-answer ("choose all that apply") question. */
export type SeedQuestion = { prompt: string; options: string[]; correct: number[]; explanation: string };
export type SeedQuiz = { passMarkPercent: number; questions: SeedQuestion[] };
/** `file` is relative to curriculum/lessons/, e.g. "01-money-and-crypto/01-what-money-is.md". */
export type SeedLesson = { slug: string; title: string; file: string; minutes: number; quiz?: SeedQuiz };
export type SeedModule = { slug: string; title: string; summary: string; isPreview: boolean; lessons: SeedLesson[] };
