import type { TAdminModule } from "@vaultline/shared";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useBanner, useBannerReport } from "../../../../components/ui/banner.tsx";
import { Button, buttonClass } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { Card, EmptyState, ErrorNotice } from "../../../../components/ui/misc.tsx";
import { PageSpinner } from "../../../../components/ui/spinner.tsx";
import { paths } from "../../../../config/paths.ts";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useDeleteModule } from "../api/delete-module.ts";
import { useAdminCourse } from "../api/get-admin-course.ts";
import { useReorder } from "../api/reorder.ts";
import { moved } from "./lesson-form-model.ts";
import { LessonRow } from "./lesson-row.tsx";
import { ModuleForm } from "./module-form.tsx";
import { MoveButtons } from "./move-buttons.tsx";

function useMove() {
  const reorder = useReorder();
  const { showBanner, clearBanner } = useBanner();
  const move = async (ids: string[], index: number, delta: -1 | 1, moduleId?: string) => {
    clearBanner();
    try {
      await reorder.mutateAsync({ moduleId, ids: moved(ids, index, delta) });
    } catch (error) {
      showBanner(errorMessage(error, "Unable to change the order"), "error");
    }
  };
  return { move, isMoving: reorder.isPending };
}

function DeleteModule({ module }: { module: TAdminModule }) {
  const remove = useDeleteModule();
  const report = useBannerReport();
  const hasLessons = module.lessons.length > 0;
  return (
    <ConfirmDialog
      trigger={<Trash2 size={16} aria-hidden="true" className="text-red-600" />}
      triggerLabel={`Delete module ${module.title}`}
      triggerVariant="ghost"
      isTriggerDisabled={hasLessons}
      triggerTitle={hasLessons ? "Move or delete its lessons first" : undefined}
      title={`Delete the module "${module.title}"?`}
      confirmLabel="Delete module"
      isPending={remove.isPending}
      onConfirm={() => report(() => remove.mutateAsync(module.id), "Unable to delete the module")}
    >
      <p>It has no lessons. Members will no longer see it.</p>
    </ConfirmDialog>
  );
}

function ModuleCard({ module, index, ids }: { module: TAdminModule; index: number; ids: string[] }) {
  const [isEditing, setIsEditing] = useState(false);
  const { move, isMoving } = useMove();
  const lessonIds = module.lessons.map((l) => l.id);
  return (
    <Card className="flex flex-col gap-3">
      {/* On a phone the title takes the whole width and the buttons go below it. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-ink-900">
            {index + 1}. {module.title}
            {module.isPreview && (
              <span className="ml-2 inline-flex rounded-full bg-indigo-100 px-2.5 py-0.5 align-middle text-xs font-semibold text-indigo-800">
                Free preview
              </span>
            )}
          </h2>
          {module.summary && <p className="text-sm text-slate-600">{module.summary}</p>}
        </div>
        <div className="-ml-2 flex flex-wrap gap-1 sm:ml-0">
          <MoveButtons
            name={`module ${module.title}`}
            index={index}
            count={ids.length}
            isMoving={isMoving}
            onMove={(delta) => move(ids, index, delta)}
          />
          <Button
            variant="ghost"
            className="px-2"
            aria-label={`Edit module ${module.title}`}
            onClick={() => setIsEditing(true)}
          >
            <Pencil size={16} aria-hidden="true" />
          </Button>
          <DeleteModule module={module} />
        </div>
      </div>
      {isEditing && <ModuleForm module={module} onDone={() => setIsEditing(false)} />}
      {module.lessons.length === 0 ? (
        <p className="text-sm text-slate-500">No lessons in this module yet.</p>
      ) : (
        <ol aria-label={`Lessons of ${module.title}`} className="divide-y divide-slate-100">
          {module.lessons.map((lesson, i) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              index={i}
              count={lessonIds.length}
              isMoving={isMoving}
              onMove={(delta) => move(lessonIds, i, delta, module.id)}
            />
          ))}
        </ol>
      )}
      <div>
        <Link to={`${paths.admin.courseNewLesson}?module=${module.id}`} className={buttonClass("secondary")}>
          <Plus size={16} aria-hidden="true" /> New lesson in {module.title}
        </Link>
      </div>
    </Card>
  );
}

/** Every module in order with its lessons (drafts too), and what an admin can do with them. */
export function CourseOutline() {
  const course = useAdminCourse();
  const [isAdding, setIsAdding] = useState(false);
  if (course.isPending) return <PageSpinner />;
  if (course.isError) {
    return (
      <ErrorNotice message={errorMessage(course.error, "Unable to load the course")} onRetry={() => course.refetch()} />
    );
  }
  const ids = course.data.map((m) => m.id);
  return (
    <div className="flex flex-col gap-4">
      {course.data.length === 0 && (
        <EmptyState title="No modules yet">Add the first module, then write its lessons.</EmptyState>
      )}
      {course.data.map((module, index) => (
        <ModuleCard key={module.id} module={module} index={index} ids={ids} />
      ))}
      {isAdding ? (
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-ink-900">New module</h2>
          <ModuleForm onDone={() => setIsAdding(false)} />
        </Card>
      ) : (
        <div>
          <Button onClick={() => setIsAdding(true)}>
            <Plus size={16} aria-hidden="true" /> Add module
          </Button>
        </div>
      )}
    </div>
  );
}
