import { randomBytes } from "node:crypto";
import { COURSE_MESSAGES, percent, type TQuiz, type ZQuizInput } from "@vaultline/shared";
import type { z } from "zod";
import type { StoredQuiz } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

export type QuizScore = {
  scorePercent: number;
  correctCount: number;
  questionCount: number;
  isPassed: boolean;
  questions: { id: string; chosen: number[]; correct: number[]; isCorrect: boolean; explanation: string }[];
};

function refuse(message: string, field: string): never {
  throw new AppError("BAD_REQUEST", message, [{ field, message }]);
}

/** The quiz as a learner sees it: no right answers, no explanations until they submit. */
export function publicQuiz(quiz: StoredQuiz): TQuiz {
  return {
    passMarkPercent: quiz.passMarkPercent,
    questions: quiz.questions.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      options: q.options,
      isMulti: q.correct.length > 1,
    })),
  };
}

/**
 * Scores a submission: a question counts when exactly the right options are chosen. Every question
 * must be answered with options it has; anything else is a 400 and nothing is stored.
 */
export function scoreQuiz(quiz: StoredQuiz, answers: Record<string, number[]>): QuizScore {
  const known = new Set(quiz.questions.map((q) => q.id));
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) refuse(COURSE_MESSAGES.notAnOption, `answers.${id}`);
  }
  const questions = quiz.questions.map((q) => {
    const chosen = [...new Set(answers[q.id] ?? [])].sort((a, b) => a - b);
    const field = `answers.${q.id}`;
    if (chosen.length === 0) refuse(COURSE_MESSAGES.answerEvery, field);
    if (chosen.some((i) => i < 0 || i >= q.options.length)) refuse(COURSE_MESSAGES.notAnOption, field);
    if (q.correct.length === 1 && chosen.length > 1) refuse(COURSE_MESSAGES.oneAnswerOnly, field);
    const correct = [...q.correct].sort((a, b) => a - b);
    const isCorrect = chosen.length === correct.length && chosen.every((v, i) => v === correct[i]);
    return { id: q.id, chosen, correct, isCorrect, explanation: q.explanation };
  });
  const correctCount = questions.filter((q) => q.isCorrect).length;
  const questionCount = questions.length;
  return {
    scorePercent: percent(correctCount, questionCount),
    correctCount,
    questionCount,
    // Compared in whole numbers: 4 of 5 right passes an 80% mark exactly.
    isPassed: correctCount * 100 >= quiz.passMarkPercent * questionCount,
    questions,
  };
}

type QuizValues = z.output<typeof ZQuizInput>;

/**
 * A question keeps its id when the editor sends one the lesson's quiz already has (so members' past
 * answers still line up); new questions, and ids we never issued, get a fresh short random id.
 */
export function withQuestionIds(quiz: QuizValues | null | undefined, current: StoredQuiz | null): StoredQuiz | null {
  if (!quiz) return null;
  const known = new Set(current?.questions.map((q) => q.id) ?? []);
  const used = new Set<string>();
  const fresh = () => {
    let id: string;
    do id = `q-${randomBytes(4).toString("hex")}`;
    while (used.has(id) || known.has(id));
    return id;
  };
  return {
    passMarkPercent: quiz.passMarkPercent,
    questions: quiz.questions.map((q) => {
      const id = q.id && known.has(q.id) && !used.has(q.id) ? q.id : fresh();
      used.add(id);
      return { id, prompt: q.prompt, options: q.options, correct: q.correct, explanation: q.explanation };
    }),
  };
}
