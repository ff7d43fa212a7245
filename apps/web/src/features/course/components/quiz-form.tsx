import type { TQuiz, TQuizResult } from "@vaultline/shared";
import { CheckCircle2, XCircle } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorNotice } from "../../../components/ui/misc.tsx";

type Answers = Record<string, number[]>;

/**
 * The lesson's quiz: one radio group per single-answer question, checkboxes where several answers
 * are right. After submitting, each question shows the right answers and why.
 */
export function QuizForm({
  quiz,
  lastResult,
  onSubmit,
  isSubmitting,
  error,
}: {
  quiz: TQuiz;
  lastResult: TQuizResult | null;
  onSubmit: (answers: Answers) => Promise<TQuizResult>;
  isSubmitting: boolean;
  error: string | null;
}) {
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<TQuizResult | null>(lastResult);
  const [missing, setMissing] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  // The result appears where the questions were: bring the reader (and screen readers) to the score.
  useEffect(() => {
    if (hasSubmitted && result) resultRef.current?.focus();
  }, [hasSubmitted, result]);

  function choose(questionId: string, option: number, isMulti: boolean, checked: boolean) {
    setAnswers((current) => {
      const chosen = current[questionId] ?? [];
      const next = isMulti ? (checked ? [...chosen, option] : chosen.filter((o) => o !== option)) : [option];
      return { ...current, [questionId]: next };
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const unanswered = quiz.questions.findIndex((q) => !answers[q.id]?.length);
    if (unanswered >= 0) {
      setMissing(`Answer question ${unanswered + 1} before submitting.`);
      return;
    }
    setMissing(null);
    try {
      setResult(await onSubmit(answers));
      setHasSubmitted(true);
    } catch {
      // The error is shown from the mutation below the button.
    }
  }

  if (result) {
    const byId = new Map(result.questions.map((q) => [q.id, q]));
    return (
      <section aria-labelledby="quiz-title" className="flex flex-col gap-4">
        <h2 id="quiz-title" className="text-xl font-bold text-ink-900">
          Quiz
        </h2>
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className={`rounded-xl p-4 text-sm ${result.isPassed ? "bg-teal-50 text-teal-900" : "bg-amber-50 text-amber-900"}`}
        >
          <p className="text-base font-semibold">
            {result.isPassed ? "Passed" : "Not passed yet"}: {result.correctCount} of {result.questionCount} right (
            {result.scorePercent}%)
          </p>
          <p>
            {result.isPassed
              ? "This lesson is now complete."
              : `You need ${result.passMarkPercent}% to pass. Read the explanations, then try again.`}
          </p>
        </div>
        <ol className="flex flex-col gap-4">
          {quiz.questions.map((q, index) => {
            const marked = byId.get(q.id);
            if (!marked) return null;
            return (
              <li key={q.id} className="rounded-xl border border-slate-200 p-4">
                <p className="flex items-start gap-2 font-semibold text-ink-900">
                  {marked.isCorrect ? (
                    <CheckCircle2 size={20} className="mt-0.5 shrink-0 text-teal-700" aria-label="Right" />
                  ) : (
                    <XCircle size={20} className="mt-0.5 shrink-0 text-red-600" aria-label="Wrong" />
                  )}
                  {index + 1}. {q.prompt}
                </p>
                <ul className="mt-2 flex flex-col gap-1 text-sm">
                  {q.options.map((option, o) => {
                    const isRight = marked.correct.includes(o);
                    const wasChosen = marked.chosen.includes(o);
                    return (
                      <li
                        key={option}
                        className={`rounded-lg px-3 py-1.5 ${isRight ? "bg-teal-50 font-medium text-teal-900" : wasChosen ? "bg-red-50 text-red-900" : "text-slate-700"}`}
                      >
                        {option}
                        {isRight && <span className="ml-2 text-xs font-semibold">(right answer)</span>}
                        {wasChosen && <span className="ml-2 text-xs">(your answer)</span>}
                      </li>
                    );
                  })}
                </ul>
                <p className="mt-2 text-sm text-slate-700">
                  <strong>Why: </strong>
                  {marked.explanation}
                </p>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            setAnswers({});
            setResult(null);
          }}
        >
          {result.isPassed ? "Take the quiz again" : "Try again"}
        </Button>
      </section>
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby="quiz-title" className="flex flex-col gap-5" noValidate>
      <div>
        <h2 id="quiz-title" className="text-xl font-bold text-ink-900">
          Quiz
        </h2>
        <p className="text-sm text-slate-600">
          {quiz.questions.length} questions. Pass mark {quiz.passMarkPercent}%. You can try as often as you like.
        </p>
      </div>
      {quiz.questions.map((q, index) => (
        <fieldset key={q.id} className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-ink-900">
            {index + 1}. {q.prompt}
            {q.isMulti && <span className="ml-2 text-sm font-normal text-slate-600">(choose all that apply)</span>}
          </legend>
          <div className="mt-2 flex flex-col gap-1">
            {q.options.map((option, o) => (
              <label
                key={option}
                className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
              >
                <input
                  type={q.isMulti ? "checkbox" : "radio"}
                  name={q.id}
                  className="mt-1"
                  checked={answers[q.id]?.includes(o) ?? false}
                  onChange={(e) => choose(q.id, o, q.isMulti, e.target.checked)}
                />
                <span className="text-sm text-slate-800">{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {(missing || error) && <ErrorNotice message={missing ?? error ?? ""} />}
      <Button type="submit" isLoading={isSubmitting} className="self-start">
        Submit answers
      </Button>
    </form>
  );
}
