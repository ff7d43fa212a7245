import type { TAdminModule } from "@vaultline/shared";
import { ArrowDown, ArrowUp, Film, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { useBanner } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { paths } from "../../../../config/paths.ts";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useSetLessonStatus } from "../api/set-lesson-status.ts";

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
  const { showBanner, clearBanner } = useBanner();
  const isPublished = lesson.status === "published";
  return (
    // A phone: the title on its own line, the buttons below it. Wider: buttons, title, publish in one row.
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2 sm:flex-nowrap">
      <div className="flex gap-1 max-sm:order-2">
        <Button
          variant="ghost"
          className="px-2"
          aria-label={`Move lesson ${lesson.title} up`}
          disabled={index === 0 || isMoving}
          onClick={() => onMove(-1)}
        >
          <ArrowUp size={16} aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          className="px-2"
          aria-label={`Move lesson ${lesson.title} down`}
          disabled={index === count - 1 || isMoving}
          onClick={() => onMove(1)}
        >
          <ArrowDown size={16} aria-hidden="true" />
        </Button>
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
        onClick={async () => {
          clearBanner();
          try {
            const res = await setStatus.mutateAsync({ id: lesson.id, isPublished: !isPublished });
            showBanner(res.message, "success");
          } catch (error) {
            showBanner(errorMessage(error, "Unable to change the lesson's status"), "error");
          }
        }}
      >
        {isPublished ? "Unpublish" : "Publish"}
      </Button>
    </li>
  );
}
