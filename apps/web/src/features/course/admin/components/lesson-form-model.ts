import { type TAdminLesson, type TLessonInput, ZLessonInput } from "@vaultline/shared";
import { z } from "zod";

/** The editor's fields as typed; the shared ZLessonInput checks what they turn into. */
const ZOption = z.object({ text: z.string(), isCorrect: z.boolean() });
const ZQuestionForm = z.object({
  /** The server's id for a saved question; "" for a new one. */
  id: z.string(),
  prompt: z.string(),
  options: z.array(ZOption),
  explanation: z.string(),
});
export type QuestionForm = z.infer<typeof ZQuestionForm>;

const ZLessonFields = z.object({
  title: z.string(),
  slug: z.string(),
  moduleId: z.string(),
  bodyMd: z.string(),
  videoEmbedUrl: z.string(),
  hasQuiz: z.boolean(),
  passMarkPercent: z.string(),
  questions: z.array(ZQuestionForm),
});
export type LessonFormValues = z.infer<typeof ZLessonFields>;

export function toLessonInput(v: LessonFormValues): TLessonInput {
  const passMark = Number(v.passMarkPercent.trim());
  return {
    moduleId: v.moduleId,
    title: v.title,
    slug: v.slug.trim() === "" ? undefined : v.slug.trim(),
    bodyMd: v.bodyMd,
    videoEmbedUrl: v.videoEmbedUrl.trim() === "" ? null : v.videoEmbedUrl.trim(),
    quiz: v.hasQuiz
      ? {
          passMarkPercent: v.passMarkPercent.trim() !== "" && Number.isFinite(passMark) ? passMark : 0,
          questions: v.questions.map((q) => ({
            id: q.id || undefined,
            prompt: q.prompt,
            options: q.options.map((o) => o.text),
            correct: q.options.flatMap((o, i) => (o.isCorrect ? [i] : [])),
            explanation: q.explanation,
          })),
        }
      : null,
  };
}

/** Where an issue of ZLessonInput shows in the editor: quiz fields sit at the top of the form. */
export function formPath(path: PropertyKey[]): PropertyKey[] {
  if (path[0] !== "quiz") return path;
  const rest = path.slice(1);
  if (rest[0] !== "questions" || rest.length < 3) return rest;
  const [, index, field, option] = rest;
  if (field === "correct") return ["questions", index as number, "options"];
  if (field === "options" && option !== undefined) return ["questions", index as number, "options", option, "text"];
  return rest;
}

export const ZLessonForm = ZLessonFields.superRefine((v, ctx) => {
  const parsed = ZLessonInput.safeParse(toLessonInput(v));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: "custom", path: formPath(issue.path), message: issue.message });
  }
});

export const newQuestion = (): QuestionForm => ({
  id: "",
  prompt: "",
  options: [
    { text: "", isCorrect: true },
    { text: "", isCorrect: false },
  ],
  explanation: "",
});

export function lessonFormValues(lesson: TAdminLesson | undefined, moduleId = ""): LessonFormValues {
  const quiz = lesson?.quiz;
  return {
    title: lesson?.title ?? "",
    slug: lesson?.slug ?? "",
    moduleId: lesson?.moduleId ?? moduleId,
    bodyMd: lesson?.bodyMd ?? "",
    videoEmbedUrl: lesson?.videoEmbedUrl ?? "",
    hasQuiz: Boolean(quiz),
    passMarkPercent: String(quiz?.passMarkPercent ?? 70),
    questions: quiz
      ? quiz.questions.map((q) => {
          const stored = q as { id: string; prompt: string; options: string[]; correct: number[]; explanation: string };
          return {
            id: stored.id,
            prompt: stored.prompt,
            options: stored.options.map((text, i) => ({ text, isCorrect: stored.correct.includes(i) })),
            explanation: stored.explanation,
          };
        })
      : [],
  };
}

/** `ids` with the item at `index` moved by `delta` (−1 up, +1 down); unchanged at either end. */
export function moved<T>(ids: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
