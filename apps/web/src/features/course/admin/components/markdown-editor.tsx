import { WEB_IMAGE_MIME_TYPES } from "@vaultline/shared";
import { ImagePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useBanner } from "../../../../components/ui/banner.tsx";
import { FileButton } from "../../../../components/ui/file-button.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { useMarkdownPreview } from "../api/preview-markdown.ts";
import { useUploadCourseImage } from "../api/upload-course-image.ts";
import type { LessonForm } from "./quiz-editor.tsx";

/** Text with `insert` put where the cursor was (replacing any selection), on a line of its own. */
export function insertAt(text: string, insert: string, start: number, end: number): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" || before.endsWith("\n") ? "" : "\n";
  const trail = after.startsWith("\n") ? "" : "\n";
  const block = `${lead}${insert}${trail}`;
  return { text: `${before}${block}${after}`, cursor: before.length + block.length };
}

function Preview({ markdown }: { markdown: string }) {
  const preview = useMarkdownPreview(useDebouncedValue(markdown, 400));
  return (
    <section aria-label="Preview" className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span>Preview (as members see it)</span>
        {preview.isFetching && <span className="text-xs text-slate-500">Updating…</span>}
      </div>
      <div className="min-h-72 overflow-auto rounded-lg border border-slate-200 bg-white p-4">
        {markdown.trim() === "" ? (
          <p className="text-sm text-slate-500">The lesson's text appears here as you write.</p>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(preview.error, "The preview is unavailable right now.")}
          </p>
        ) : (
          // The HTML comes from the server's renderer, which escapes raw HTML and sanitises the output.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, as on the lesson page
          <div className="lesson-body" dangerouslySetInnerHTML={{ __html: preview.data ?? "" }} />
        )}
      </div>
    </section>
  );
}

/** The lesson's Markdown with a live preview beside it (below it on a phone) and image upload. */
export function MarkdownEditor({ form }: { form: LessonForm }) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [alt, setAlt] = useState("");
  const upload = useUploadCourseImage();
  const { showBanner, clearBanner } = useBanner();
  const textareaId = useId();
  const altId = useId();
  const { ref, ...field } = form.register("bodyMd");
  const body = form.watch("bodyMd");
  const error = form.formState.errors.bodyMd?.message;

  const onImage = async (file: File) => {
    clearBanner();
    try {
      const res = await upload.mutateAsync({ file, alt: alt || file.name.replace(/\.[^.]+$/, "") });
      const el = textarea.current;
      const value = form.getValues("bodyMd");
      const start = el?.selectionStart ?? value.length;
      const end = el?.selectionEnd ?? start;
      const next = insertAt(value, res.data.markdown, start, end);
      form.setValue("bodyMd", next.text, { shouldDirty: true, shouldValidate: true });
      setAlt("");
      requestAnimationFrame(() => {
        el?.focus();
        el?.setSelectionRange(next.cursor, next.cursor);
      });
      showBanner("Image inserted", "success");
    } catch (e) {
      showBanner(errorMessage(e, "Unable to upload the image"), "error");
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-2">
        <label htmlFor={textareaId} className="text-sm font-medium text-slate-700">
          Lesson text (Markdown)
        </label>
        <textarea
          id={textareaId}
          rows={18}
          className="min-h-72 rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
          aria-invalid={error ? true : undefined}
          {...field}
          ref={(el) => {
            ref(el);
            textarea.current = el;
          }}
        />
        {error && <p className="text-xs font-medium text-red-600">{error}</p>}
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={altId} className="text-xs font-medium text-slate-600">
              Image description (alt text)
            </label>
            <input
              id={altId}
              value={alt}
              maxLength={200}
              onChange={(e) => setAlt(e.target.value)}
              className="min-h-10 rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <FileButton accept={WEB_IMAGE_MIME_TYPES} label="Image file" onFile={onImage} isLoading={upload.isPending}>
            <ImagePlus size={16} aria-hidden="true" /> Insert image
          </FileButton>
        </div>
      </div>
      <Preview markdown={body} />
    </div>
  );
}
