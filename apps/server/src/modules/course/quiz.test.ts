import { describe, expect, it } from "vitest";
import type { StoredQuiz } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { publicQuiz, scoreQuiz } from "./quiz.ts";

const quiz: StoredQuiz = {
  passMarkPercent: 80,
  questions: [
    { id: "q1", prompt: "One?", options: ["a", "b", "c"], correct: [1], explanation: "b is right" },
    { id: "q2", prompt: "Two?", options: ["a", "b", "c", "d"], correct: [0, 2], explanation: "a and c" },
    { id: "q3", prompt: "Three?", options: ["a", "b"], correct: [0], explanation: "a" },
    { id: "q4", prompt: "Four?", options: ["a", "b"], correct: [1], explanation: "b" },
    { id: "q5", prompt: "Five?", options: ["a", "b"], correct: [1], explanation: "b" },
  ],
};
const allRight = { q1: [1], q2: [2, 0], q3: [0], q4: [1], q5: [1] };

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return "no error";
}

describe("scoreQuiz", () => {
  it.each([
    ["all right", allRight, 5, 100, true],
    ["one wrong: exactly the 80% mark", { ...allRight, q5: [0] }, 4, 80, true],
    ["two wrong", { ...allRight, q4: [0], q5: [0] }, 3, 60, false],
    ["a multi-answer question half answered is wrong", { ...allRight, q2: [0] }, 4, 80, true],
    ["a multi-answer question with an extra option is wrong", { ...allRight, q2: [0, 1, 2], q3: [1] }, 3, 60, false],
    ["the same option twice counts once", { ...allRight, q1: [1, 1] }, 5, 100, true],
  ])("%s", (_name, answers, correctCount, scorePercent, isPassed) => {
    const score = scoreQuiz(quiz, answers);
    expect(score).toMatchObject({ correctCount, questionCount: 5, scorePercent, isPassed });
  });

  it("returns each question's right answers and explanation", () => {
    const score = scoreQuiz(quiz, { ...allRight, q1: [0] });
    expect(score.questions[0]).toEqual({
      id: "q1",
      chosen: [0],
      correct: [1],
      isCorrect: false,
      explanation: "b is right",
    });
    expect(score.questions[1]).toMatchObject({ chosen: [0, 2], correct: [0, 2], isCorrect: true });
  });

  it("rounds the score down and compares the pass mark in whole numbers", () => {
    const thirds: StoredQuiz = { passMarkPercent: 67, questions: quiz.questions.slice(2) };
    expect(scoreQuiz(thirds, { q3: [0], q4: [1], q5: [0] })).toMatchObject({ scorePercent: 66, isPassed: false });
    expect(scoreQuiz({ ...thirds, passMarkPercent: 66 }, { q3: [0], q4: [1], q5: [0] }).isPassed).toBe(true);
  });

  it.each([
    ["an unanswered question", { ...allRight, q5: [] }, "BAD_REQUEST: Answer every question"],
    ["a missing question", { q1: [1] }, "BAD_REQUEST: Answer every question"],
    [
      "an option the question does not have",
      { ...allRight, q3: [2] },
      "BAD_REQUEST: An answer is not one of the question's options",
    ],
    ["an unknown question", { ...allRight, q9: [0] }, "BAD_REQUEST: An answer is not one of the question's options"],
    [
      "two answers to a single-answer question",
      { ...allRight, q1: [0, 1] },
      "BAD_REQUEST: Choose one answer for this question",
    ],
  ])("refuses %s", (_name, answers, message) => {
    expect(messageOf(() => scoreQuiz(quiz, answers))).toBe(message);
  });
});

describe("publicQuiz", () => {
  it("hides the right answers and explanations and says which questions take several answers", () => {
    const shown = publicQuiz(quiz);
    expect(JSON.stringify(shown)).not.toContain("explanation");
    expect(JSON.stringify(shown)).not.toContain("correct");
    expect(shown.questions.map((q) => q.isMulti)).toEqual([false, true, false, false, false]);
  });
});
