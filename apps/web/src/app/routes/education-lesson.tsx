import { COURSE_MESSAGES, TRIAL_DAYS } from "@vaultline/shared";
import { Lock } from "lucide-react";
import { Link, useParams } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { ErrorNotice } from "../../components/ui/misc.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { paths } from "../../config/paths.ts";
import { useLesson } from "../../features/course/api/course-calls.ts";
import { LessonReader } from "../../features/course/components/lesson-reader.tsx";
import { TrialButton } from "../../features/course/components/trial-button.tsx";
import { ApiError, errorMessage } from "../../lib/api-client.ts";

export function Component() {
  const { lesson: slug = "" } = useParams();
  const lesson = useLesson(slug);
  const status = lesson.error instanceof ApiError ? lesson.error.status : null;
  return (
    <div className="px-4 py-10">
      {lesson.data && <LessonReader lesson={lesson.data} />}
      {lesson.isPending && (
        <div className="mx-auto flex max-w-3xl flex-col gap-4" role="status" aria-label="Loading the lesson">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {status === 403 && (
        <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <Lock size={32} aria-hidden="true" className="text-slate-400" />
          <h1 className="text-xl font-bold text-ink-900">{COURSE_MESSAGES.locked}</h1>
          <p className="text-sm text-slate-600">
            The trial is free for {TRIAL_DAYS} days, asks for no payment details and ends by itself.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <TrialButton />
            <Link to={paths.education} className={buttonClass("secondary")}>
              Choose a package
            </Link>
          </div>
          <Link to={paths.educationLearn} className="text-sm font-medium text-brand-700 underline">
            Back to the course
          </Link>
        </section>
      )}
      {lesson.isError && status !== 403 && (
        <div className="mx-auto flex max-w-xl flex-col gap-4">
          <ErrorNotice
            message={errorMessage(lesson.error)}
            onRetry={status === 404 ? undefined : () => lesson.refetch()}
          />
          <Link to={paths.educationLearn} className={buttonClass("secondary", "self-start")}>
            Back to the course
          </Link>
        </div>
      )}
    </div>
  );
}
