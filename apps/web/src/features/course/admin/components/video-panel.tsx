import { COURSE_MESSAGES, MAX_VIDEO_BYTES, type TAdminLesson, VIDEO_MIME_TYPES } from "@vaultline/shared";
import { Film, Trash2, Upload } from "lucide-react";
import { useEffect, useState } from "react";
import { useBanner, useBannerReport } from "../../../../components/ui/banner.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { FileButton } from "../../../../components/ui/file-button.tsx";
import { useRemoveLessonVideo, useUploadLessonVideo } from "../api/lesson-video.ts";

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Refuses what the server would refuse before sending 500 MiB for nothing (the server checks the bytes). */
export function videoProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(VIDEO_MIME_TYPES as readonly string[]).includes(file.type)) return COURSE_MESSAGES.videoType;
  if (file.size > MAX_VIDEO_BYTES) return COURSE_MESSAGES.videoTooLarge;
  return null;
}

/** The lesson's uploaded video: upload (with progress) or replace, and remove. */
export function VideoPanel({ lesson, onChanged }: { lesson: TAdminLesson; onChanged: (l: TAdminLesson) => void }) {
  const upload = useUploadLessonVideo();
  const remove = useRemoveLessonVideo();
  const [progress, setProgress] = useState<number | null>(null);
  const { showBanner, clearBanner } = useBanner();
  const report = useBannerReport();
  const isUploading = progress !== null;

  // Leaving the page would cancel the upload: the browser asks first.
  useEffect(() => {
    if (!isUploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isUploading]);

  const onFile = async (file: File) => {
    clearBanner();
    const problem = videoProblem(file);
    if (problem) return showBanner(problem, "error");
    setProgress(0);
    const res = await report(
      () => upload.mutateAsync({ id: lesson.id, file, onProgress: setProgress }),
      "Unable to upload the video",
    );
    if (res) onChanged(res.data);
    setProgress(null);
  };

  return (
    <div className="flex flex-col gap-3">
      {lesson.video ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm">
          <Film size={18} aria-hidden="true" className="text-brand-700" />
          <span className="flex-1">
            Uploaded video · {lesson.video.mime === "video/mp4" ? "MP4" : "WebM"} ·{" "}
            {formatBytes(lesson.video.sizeBytes)}
          </span>
          <ConfirmDialog
            trigger={
              <>
                <Trash2 size={16} aria-hidden="true" className="text-red-600" /> Remove video
              </>
            }
            isTriggerDisabled={isUploading}
            title="Remove this lesson's video?"
            confirmLabel="Remove video"
            isPending={remove.isPending}
            onConfirm={async () => {
              const res = await report(() => remove.mutateAsync(lesson.id), "Unable to remove the video");
              if (res) onChanged(res.data);
            }}
          >
            <p>Members will no longer see it.</p>
          </ConfirmDialog>
        </div>
      ) : (
        <p className="text-sm text-slate-600">No uploaded video.</p>
      )}
      {isUploading ? (
        <div role="status" className="flex flex-col gap-1 text-sm">
          <progress className="w-full" max={1} value={progress} aria-label="Upload progress" />
          <span>
            Uploading… {Math.round(progress * 100)}%. Do not close this page until it finishes.
            {progress >= 1 && " Checking and storing the video…"}
          </span>
        </div>
      ) : (
        <div>
          <FileButton accept={VIDEO_MIME_TYPES} label="Video file" onFile={onFile}>
            <Upload size={16} aria-hidden="true" /> {lesson.video ? "Replace video" : "Upload video"} (MP4 or WebM, up
            to 500 MiB)
          </FileButton>
          {lesson.videoEmbedUrl && (
            <p className="mt-1 text-xs text-slate-500">Uploading a video replaces the embed link.</p>
          )}
        </div>
      )}
    </div>
  );
}
