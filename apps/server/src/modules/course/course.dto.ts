import type { TCertificate, TQuizResult } from "@vaultline/shared";
import type { certificates, courseLessons, quizAttempts } from "../../db/schema.ts";
import { scoreQuiz } from "./quiz.ts";

type LessonRow = typeof courseLessons.$inferSelect;

export function toQuizResult(
  attempt: typeof quizAttempts.$inferSelect,
  lesson: LessonRow,
  certificateId: string | null,
): TQuizResult {
  const quiz = lesson.quiz;
  const score = quiz ? scoreQuiz(quiz, attempt.answers) : null;
  return {
    scorePercent: attempt.scorePercent,
    correctCount: attempt.correctCount,
    questionCount: attempt.questionCount,
    isPassed: attempt.isPassed,
    passMarkPercent: quiz?.passMarkPercent ?? 0,
    questions: score?.questions ?? [],
    createdAt: attempt.createdAt.toISOString(),
    certificateId,
  };
}

export function toCertificate(row: typeof certificates.$inferSelect): TCertificate {
  return { id: row.id, name: row.fullName, course: row.courseTitle, issuedAt: row.issuedAt.toISOString() };
}
