import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Card, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useCourse } from "../api/get-course.ts";
import { AccessStatus } from "./access-status.tsx";
import { ProgressBar } from "./progress-bar.tsx";

/** The dashboard's course card: access, progress, and "Continue where you left off". */
export function CourseCard() {
  const course = useCourse();
  const data = course.data;
  return (
    <Card>
      <div className="flex items-start gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <GraduationCap size={22} aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-3" data-testid="course-access">
          <h2 className="text-lg font-semibold text-ink-900">Trading course</h2>
          {course.isError && <ErrorNotice message={errorMessage(course.error)} onRetry={() => course.refetch()} />}
          {!data && !course.isError && <Skeleton className="h-10 w-full" />}
          {data && (
            <>
              <AccessStatus access={data.access} />
              {(data.access.kind !== "none" || data.hasStarted) && (
                <>
                  <ProgressBar progress={data.progress} label="Course progress" />
                  <p className="text-sm text-slate-600">
                    {data.progress.completed} of {data.progress.total} lessons completed
                  </p>
                </>
              )}
              <div className="flex flex-wrap gap-3">
                {data.continueSlug && (
                  <Link to={paths.educationLesson(data.continueSlug)} className={buttonClass("primary")}>
                    {data.hasStarted ? "Continue where you left off" : "Start the course"}
                  </Link>
                )}
                <Link to={paths.educationLearn} className={buttonClass("secondary")}>
                  Course overview
                </Link>
              </div>
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
