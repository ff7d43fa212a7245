import { PageTitle } from "../../../components/ui/misc.tsx";
import { CourseOutline } from "../../../features/course/admin/components/course-outline.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle subtitle="Members see published lessons in this order. New lessons start as drafts; every change is in the audit log.">
        Course
      </PageTitle>
      <CourseOutline />
    </div>
  );
}
