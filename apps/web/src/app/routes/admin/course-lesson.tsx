import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { EmptyState, ErrorNotice, PageTitle } from "../../../components/ui/misc.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { useAdminCourse } from "../../../features/course/admin/api/get-admin-course.ts";
import { useAdminLesson } from "../../../features/course/admin/api/get-admin-lesson.ts";
import { LessonEditor } from "../../../features/course/admin/components/lesson-editor.tsx";
import { StatusPill } from "../../../features/course/admin/components/lesson-row.tsx";
import { errorMessage } from "../../../lib/api-client.ts";

/** /admin/course/lessons/:id edits a lesson; /admin/course/lessons/new?module=… writes a new one. */
export function Component() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const course = useAdminCourse();
  const lesson = useAdminLesson(id ?? "");
  const isNew = !id;
  const back = (
    <Link to={paths.admin.course} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
      <ArrowLeft size={16} aria-hidden="true" /> Course
    </Link>
  );
  let body: ReactNode;
  if (course.isPending || (!isNew && lesson.isPending)) body = <PageSpinner />;
  else if (course.isError) body = <ErrorNotice message={errorMessage(course.error)} onRetry={() => course.refetch()} />;
  else if (!isNew && lesson.isError) {
    body = (
      <ErrorNotice message={errorMessage(lesson.error, "Unable to load the lesson")} onRetry={() => lesson.refetch()} />
    );
  } else if (course.data.length === 0) {
    body = <EmptyState title="No modules yet">Add a module on the course page first.</EmptyState>;
  } else {
    body = (
      <LessonEditor
        key={lesson.data?.id ?? "new"}
        lesson={isNew ? undefined : lesson.data}
        modules={course.data}
        defaultModuleId={search.get("module") ?? undefined}
      />
    );
  }
  return (
    <div className="mx-auto max-w-6xl">
      {back}
      <PageTitle subtitle={isNew ? "A new lesson is a draft until you publish it." : undefined}>
        <span className="inline-flex flex-wrap items-center gap-3">
          {isNew ? "New lesson" : (lesson.data?.title ?? "Lesson")}
          {lesson.data && !isNew && <StatusPill status={lesson.data.status} />}
        </span>
      </PageTitle>
      {body}
    </div>
  );
}
