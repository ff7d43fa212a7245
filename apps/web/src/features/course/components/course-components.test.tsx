import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TLesson, TQuiz, TQuizResult } from "@vaultline/shared";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test/render-in-app.tsx";
import { LessonReader, TABLE_SCROLL_HINT } from "./lesson-reader.tsx";
import { QuizForm } from "./quiz-form.tsx";

const quiz: TQuiz = {
  passMarkPercent: 80,
  questions: [
    { id: "q1", prompt: "What must match when you send USDT?", options: ["The network", "The colour"], isMulti: false },
    {
      id: "q2",
      prompt: "Which are red flags?",
      options: ["Guaranteed returns", "A fee table", "Fake support"],
      isMulti: true,
    },
  ],
};

const access: TLesson["access"] = {
  kind: "none",
  endsAt: null,
  daysLeft: null,
  isSignedIn: false,
  canStartTrial: false,
  trialEndedAt: null,
  monthlyEndedAt: null,
  hasPendingPayment: false,
};

describe("quiz form", () => {
  it("asks for every answer, sends the chosen options, then shows the right answers with why", async () => {
    const user = userEvent.setup();
    const sent: Record<string, number[]>[] = [];
    const result: TQuizResult = {
      scorePercent: 50,
      correctCount: 1,
      questionCount: 2,
      isPassed: false,
      passMarkPercent: 80,
      questions: [
        { id: "q1", chosen: [0], correct: [0], isCorrect: true, explanation: "Each network is its own ledger." },
        { id: "q2", chosen: [0], correct: [0, 2], isCorrect: false, explanation: "Both are classic scam signs." },
      ],
      createdAt: "2026-11-22T10:00:00.000Z",
      certificateId: null,
    };
    renderInApp(
      <QuizForm
        quiz={quiz}
        lastResult={null}
        isSubmitting={false}
        error={null}
        onSubmit={async (answers) => {
          sent.push(answers);
          return result;
        }}
      />,
    );
    // Single-answer questions are radios; multi-answer ones say so and are checkboxes.
    expect(screen.getAllByRole("radio")).toHaveLength(2);
    expect(screen.getByText("(choose all that apply)")).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "The network" }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Answer question 2 before submitting.");
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole("checkbox", { name: "Guaranteed returns" }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(sent).toEqual([{ q1: [0], q2: [0] }]);
    expect(await screen.findByRole("status")).toHaveTextContent("Not passed yet: 1 of 2 right (50%)");
    expect(screen.getByText("Both are classic scam signs.")).toBeVisible();
    const second = screen.getByText(/2\. Which are red flags\?/).closest("li") as HTMLElement;
    expect(within(second).getByText("Fake support").parentElement).toHaveTextContent("(right answer)");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("button", { name: "Submit answers" })).toBeVisible();
  });
});

describe("lesson reader", () => {
  const lesson: TLesson = {
    slug: "what-money-is",
    title: "What money is",
    minutes: 4,
    html: "<h2>Three jobs</h2><ul><li>Medium of exchange</li></ul>",
    video: null,
    quiz,
    module: { slug: "basics", title: "Money and crypto basics", isPreview: true },
    position: { index: 1, total: 30 },
    prevSlug: null,
    nextSlug: "what-crypto-is",
    isCompleted: false,
    lastAttempt: null,
    access,
  };

  it("shows the body, the position and the next lesson, and asks a visitor to sign up for the quiz", async () => {
    renderInApp(<LessonReader lesson={lesson} />);
    expect(screen.getByRole("heading", { level: 1, name: "What money is" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Three jobs" })).toBeVisible();
    expect(screen.getByText("Lesson 1 of 30")).toBeVisible();
    expect(screen.getByRole("link", { name: /Next lesson/ })).toHaveAttribute(
      "href",
      "/education/learn/what-crypto-is",
    );
    expect(screen.queryByRole("link", { name: /Previous lesson/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Create a free account" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Submit answers" })).toBeNull();
  });

  it("says above a table wider than the screen that it scrolls sideways, and lets the keyboard scroll it", async () => {
    // jsdom lays nothing out: the table is 865 px wide in a 390 px column, as on a phone.
    const widths = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(865);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(390);
    const wide = {
      ...lesson,
      html: "<table><tr><th>Fee</th><th>Per year</th></tr><tr><td>1 %</td><td>$10</td></tr></table>",
    };
    renderInApp(<LessonReader lesson={wide} />);
    expect(await screen.findByText(TABLE_SCROLL_HINT)).toBeVisible();
    expect(screen.getByRole("table", { name: "Table, scrolls sideways" })).toHaveAttribute("tabindex", "0");

    // The same table on a wide screen: no hint.
    widths.mockReturnValue(390);
    window.dispatchEvent(new Event("resize"));
    await waitFor(() => expect(screen.queryByText(TABLE_SCROLL_HINT)).toBeNull());
    expect(screen.getByRole("table")).not.toHaveAttribute("tabindex");
    vi.restoreAllMocks();
  });
});
