import type { TAdminModule } from "@vaultline/shared";
import { Film, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { useBannerReport } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { paths } from "../../../../config/paths.ts";
import { useSetLessonStatus } from "../api/set-lesson-status.ts";
import { MoveButtons } from "./move-buttons.tsx";

export type AdminLessonSummary = TAdminModule["lessons"][number];

export function StatusPill({ status }: { status: AdminLessonSummary["status"] }) {
  const isPublished = status === "published";
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isPublished ? "bg-teal-100 text-teal-800" : "bg-slate-200 text-slate-700"
      }`}
    >
      {isPublished ? "Published" : "Draft"}
    </span>
  );
}

/** One lesson in the outline: status, minutes, quiz and video, move and publish buttons. */
export function LessonRow({
  lesson,
  index,
  count,
  isMoving,
  onMove,
}: {
  lesson: AdminLessonSummary;
  index: number;
  count: number;
  isMoving: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const setStatus = useSetLessonStatus();
  const report = useBannerReport();
  const isPublished = lesson.status === "published";
  return (
    // A phone: the title on its own line, the buttons below it. Wider: buttons, title, publish in one row.
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2 sm:flex-nowrap">
      <div className="flex gap-1 max-sm:order-2">
        <MoveButtons name={`lesson ${lesson.title}`} index={index} count={count} isMoving={isMoving} onMove={onMove} />
      </div>
      <div className="min-w-0 flex-1 max-sm:order-1 max-sm:basis-full">
        <Link to={paths.admin.courseLesson(lesson.id)} className="font-medium text-brand-700 underline">
          {lesson.title}
        </Link>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <StatusPill status={lesson.status} />
          <span>{lesson.minutes} min</span>
          {lesson.questionCount > 0 && (
            <span className="inline-flex items-center gap-1">
              <ListChecks size={14} aria-hidden="true" /> {lesson.questionCount} quiz question
              {lesson.questionCount === 1 ? "" : "s"}
            </span>
          )}
          {(lesson.video || lesson.videoEmbedUrl) && (
            <span className="inline-flex items-center gap-1">
              <Film size={14} aria-hidden="true" /> {lesson.video ? "Video file" : "Embedded video"}
            </span>
          )}
          <span className="font-mono break-all">/{lesson.slug}</span>
        </p>
      </div>
      <Button
        variant="secondary"
        className="max-sm:order-3 max-sm:ml-auto"
        isLoading={setStatus.isPending}
        aria-label={`${isPublished ? "Unpublish" : "Publish"} ${lesson.title}`}
        onClick={() =>
          report(
            () => setStatus.mutateAsync({ id: lesson.id, isPublished: !isPublished }),
            "Unable to change the lesson's status",
          )
        }
      >
        {isPublished ? "Unpublish" : "Publish"}
      </Button>
    </li>
  );
}
