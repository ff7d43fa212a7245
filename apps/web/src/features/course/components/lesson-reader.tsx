import type { TLesson } from "@vaultline/shared";
import { ArrowLeft, ArrowRight, CheckCircle2, Clock } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ErrorNotice } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth.tsx";
import { useCompleteLesson } from "../api/complete-lesson.ts";
import { useSubmitQuiz } from "../api/submit-quiz.ts";
import { AccessStatus } from "./access-status.tsx";
import { QuizForm } from "./quiz-form.tsx";

function LessonVideo({ video, title }: { video: NonNullable<TLesson["video"]>; title: string }) {
  if (video.kind === "embed") {
    return (
      <div className="aspect-video overflow-hidden rounded-2xl bg-black">
        <iframe
          src={video.url}
          title={`Video: ${title}`}
          className="h-full w-full"
          allow="fullscreen; picture-in-picture"
          sandbox="allow-scripts allow-same-origin allow-presentation"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: lesson videos repeat the lesson text below them.
    <video
      controls
      preload="metadata"
      className="aspect-video w-full rounded-2xl bg-black"
      aria-label={`Video: ${title}`}
    >
      <source src={video.url} type={video.mime} />
      Your browser cannot play this video.
    </video>
  );
}

export const TABLE_SCROLL_HINT = "Scroll sideways to see the whole table →";

/**
 * A lesson table wider than the screen scrolls sideways (index.css); on a phone nothing would say
 * so. Such a table gets a hint above it and keyboard focus (arrow keys scroll it); a table that
 * fits again loses both.
 */
function useTableScrollHints(body: RefObject<HTMLDivElement | null>, html: string) {
  useEffect(() => {
    const root = body.current;
    if (!root || !html) return;
    const mark = () => {
      for (const table of root.querySelectorAll("table")) {
        const overflows = table.scrollWidth > table.clientWidth + 1;
        const hint = table.previousElementSibling?.classList.contains("table-scroll-hint")
          ? table.previousElementSibling
          : null;
        if (overflows && !hint) {
          const note = document.createElement("p");
          note.className = "table-scroll-hint";
          note.textContent = TABLE_SCROLL_HINT;
          table.before(note);
          table.tabIndex = 0;
          table.setAttribute("aria-label", "Table, scrolls sideways");
        } else if (!overflows && hint) {
          hint.remove();
          table.removeAttribute("tabindex");
          table.removeAttribute("aria-label");
        }
      }
    };
    mark();
    window.addEventListener("resize", mark);
    return () => window.removeEventListener("resize", mark);
  }, [body, html]);
}

/** A lesson: its video, the Markdown body (sanitised by the server), the quiz or "mark complete", prev/next. */
export function LessonReader({ lesson }: { lesson: TLesson }) {
  const { isAuthenticated } = useSession();
  const complete = useCompleteLesson(lesson.slug);
  const quiz = useSubmitQuiz(lesson.slug);
  const body = useRef<HTMLDivElement>(null);
  useTableScrollHints(body, lesson.html);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6" aria-labelledby="lesson-title">
      <header className="flex flex-col gap-2">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <Link to={paths.educationLearn} className="font-medium text-brand-700 hover:underline">
            Course
          </Link>{" "}
          / {lesson.module.title}
        </nav>
        <h1 id="lesson-title" className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
          {lesson.title}
        </h1>
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Clock size={16} aria-hidden="true" /> {lesson.minutes} min read
          </span>
          <span>
            Lesson {lesson.position.index} of {lesson.position.total}
          </span>
          {lesson.isCompleted && (
            <span className="inline-flex items-center gap-1 font-semibold text-teal-800">
              <CheckCircle2 size={16} aria-hidden="true" /> Completed
            </span>
          )}
        </p>
        {lesson.access.kind === "trial" && <AccessStatus access={lesson.access} />}
      </header>
      {lesson.video && <LessonVideo video={lesson.video} title={lesson.title} />}
      {/* The server renders the Markdown and sanitises it with an allow-list: no scripts, handlers or frames. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (lib/markdown.ts). */}
      <div ref={body} className="lesson-body" dangerouslySetInnerHTML={{ __html: lesson.html }} />
      {lesson.quiz && isAuthenticated && (
        <QuizForm
          key={lesson.slug}
          quiz={lesson.quiz}
          lastResult={lesson.lastAttempt}
          onSubmit={(answers) => quiz.mutateAsync(answers)}
          isSubmitting={quiz.isPending}
          error={quiz.isError ? errorMessage(quiz.error) : null}
        />
      )}
      {!isAuthenticated && (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          <Link to={paths.register} className="font-semibold text-brand-700 underline">
            Create a free account
          </Link>{" "}
          to take the quizzes and keep track of your progress.
        </p>
      )}
      {!lesson.quiz && isAuthenticated && (
        <div className="flex flex-col gap-2">
          {lesson.isCompleted ? (
            <p className="inline-flex items-center gap-2 font-semibold text-teal-800">
              <CheckCircle2 size={20} aria-hidden="true" /> You completed this lesson
            </p>
          ) : (
            <Button onClick={() => complete.mutate()} isLoading={complete.isPending} className="self-start">
              Mark as complete
            </Button>
          )}
          {complete.isError && <ErrorNotice message={errorMessage(complete.error)} />}
        </div>
      )}
      <nav aria-label="Lessons" className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5">
        {lesson.prevSlug ? (
          <Link to={paths.educationLesson(lesson.prevSlug)} className={buttonClass("secondary")}>
            <ArrowLeft size={16} aria-hidden="true" /> Previous lesson
          </Link>
        ) : (
          <span />
        )}
        {lesson.nextSlug ? (
          <Link to={paths.educationLesson(lesson.nextSlug)} className={buttonClass("primary")}>
            Next lesson <ArrowRight size={16} aria-hidden="true" />
          </Link>
        ) : (
          <Link to={paths.educationLearn} className={buttonClass("primary")}>
            Back to the course
          </Link>
        )}
      </nav>
    </article>
  );
}
