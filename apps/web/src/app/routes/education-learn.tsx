import { RISK_WARNING } from "@vaultline/shared";
import { Award, GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { ErrorNotice } from "../../components/ui/misc.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { paths } from "../../config/paths.ts";
import { useCourse } from "../../features/course/api/get-course.ts";
import { AccessStatus } from "../../features/course/components/access-status.tsx";
import { CourseOutline } from "../../features/course/components/course-outline.tsx";
import { ProgressBar } from "../../features/course/components/progress-bar.tsx";
import { errorMessage } from "../../lib/api-client.ts";

/** The course home: access, progress, where to continue, and every module. */
export function Component() {
  const course = useCourse();
  const data = course.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-brand-700">
          <GraduationCap size={18} aria-hidden="true" /> Trading course
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">{data?.title ?? "The course"}</h1>
        {data && (
          <p className="text-slate-600">
            {data.counts.lessons} short lessons in {data.modules.length} modules, each module ending with a quiz. Plain
            English, practical, and honest about risk.
          </p>
        )}
      </header>
      {course.isError && <ErrorNotice message={errorMessage(course.error)} onRetry={() => course.refetch()} />}
      {!data && !course.isError && (
        <div className="flex flex-col gap-4" role="status" aria-label="Loading the course">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {data && (
        <>
          <section
            aria-label="Your access and progress"
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <AccessStatus access={data.access} />
            {data.access.isSignedIn && (
              <div className="flex flex-col gap-3">
                <ProgressBar progress={data.progress} label="Course progress" />
                <p className="text-sm text-slate-600">
                  {data.progress.completed} of {data.progress.total} lessons completed
                </p>
                <div className="flex flex-wrap gap-3">
                  {data.continueSlug && (
                    <Link to={paths.educationLesson(data.continueSlug)} className={buttonClass("primary")}>
                      {data.hasStarted ? "Continue where you left off" : "Start the first lesson"}
                    </Link>
                  )}
                  {data.access.kind !== "none" && (
                    <Link to={paths.educationDemo} className={buttonClass("secondary")}>
                      Open the demo account
                    </Link>
                  )}
                  {data.certificateId && (
                    <Link to={paths.certificate(data.certificateId)} className={buttonClass("secondary")}>
                      <Award size={16} aria-hidden="true" /> Your certificate
                    </Link>
                  )}
                </div>
              </div>
            )}
          </section>
          <CourseOutline modules={data.modules} showProgress={data.access.isSignedIn} />
        </>
      )}
      <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <strong>Risk warning: </strong>
        {RISK_WARNING} This course is education, not financial advice, and it does not promise any profit.
      </p>
    </div>
  );
}
