import { isAllowedEmbed, type TAdminLesson, type TAdminModule } from "@vaultline/shared";
import { Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useNavigate } from "react-router";
import { useBanner, useBannerReport } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { Form } from "../../../../components/ui/form.tsx";
import { controlClass, Field, TextField } from "../../../../components/ui/text-field.tsx";
import { paths } from "../../../../config/paths.ts";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { useDeleteLesson } from "../api/delete-lesson.ts";
import { useSaveLesson } from "../api/save-lesson.ts";
import { useSetLessonStatus } from "../api/set-lesson-status.ts";
import { type LessonFormValues, lessonFormValues, toLessonInput, ZLessonForm } from "./lesson-form-model.ts";
import { MarkdownEditor } from "./markdown-editor.tsx";
import { type LessonForm, QuizEditor } from "./quiz-editor.tsx";
import { VideoPanel } from "./video-panel.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

function DeleteLesson({ lesson }: { lesson: TAdminLesson }) {
  const remove = useDeleteLesson();
  const navigate = useNavigate();
  const report = useBannerReport();
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 size={16} aria-hidden="true" className="text-red-600" /> Delete lesson
        </>
      }
      title={`Delete "${lesson.title}"?`}
      confirmLabel="Delete lesson"
      isPending={remove.isPending}
      onConfirm={async () => {
        if (await report(() => remove.mutateAsync(lesson.id), "Unable to delete the lesson")) {
          navigate(paths.admin.course);
        }
      }}
    >
      <p>Members' progress and quiz attempts on it are deleted too. This cannot be undone.</p>
    </ConfirmDialog>
  );
}

/** Field errors the server found (a taken slug) shown on their fields. */
function showServerErrors(form: LessonForm, error: unknown) {
  if (!(error instanceof ApiError)) return;
  for (const detail of error.details) {
    if (detail.field in form.getValues())
      form.setError(detail.field as keyof LessonFormValues, { message: detail.message });
  }
}

/** Create or edit a lesson: text with preview, video, quiz; Save keeps the status, Publish makes it visible. */
export function LessonEditor({
  lesson,
  modules,
  defaultModuleId,
}: {
  lesson?: TAdminLesson;
  modules: TAdminModule[];
  defaultModuleId?: string;
}) {
  const save = useSaveLesson();
  const setStatus = useSetLessonStatus();
  const navigate = useNavigate();
  const { showBanner, clearBanner } = useBanner();
  const moduleSelectId = useId();
  const isPublished = lesson?.status === "published";

  const submit = async (values: LessonFormValues, form: LessonForm, publish: boolean) => {
    clearBanner();
    let saved: TAdminLesson;
    try {
      const res = await save.mutateAsync({ id: lesson?.id, body: toLessonInput(values) });
      saved = res.data;
      form.reset(lessonFormValues(saved));
      if (!publish) showBanner(res.message, "success");
    } catch (error) {
      showServerErrors(form, error);
      return showBanner(errorMessage(error, "Unable to save the lesson"), "error");
    }
    if (publish) {
      try {
        showBanner((await setStatus.mutateAsync({ id: saved.id, isPublished: true })).message, "success");
      } catch (error) {
        showBanner(`Saved as a draft, not published: ${errorMessage(error)}`, "error");
      }
    }
    if (!lesson) navigate(paths.admin.courseLesson(saved.id), { replace: true });
  };

  return (
    <Form
      schema={ZLessonForm}
      defaultValues={lessonFormValues(lesson, defaultModuleId ?? modules[0]?.id)}
      aria-label={lesson ? `Edit ${lesson.title}` : "New lesson"}
      className="flex flex-col gap-6"
      onSubmit={(values, form) => submit(values, form, false)}
    >
      {(form) => {
        const { errors, isSubmitted, dirtyFields } = form.formState;
        const shown = (isDirty: boolean | undefined, message: string | undefined) =>
          isSubmitted || isDirty ? message : undefined;
        const embed = form.watch("videoEmbedUrl");
        return (
          <>
            <Section title="Lesson">
              <TextField
                label="Title"
                error={shown(dirtyFields.title, errors.title?.message)}
                {...form.register("title")}
              />
              {/* min-w-0: a grid cell is otherwise as wide as the longest module title in the select. */}
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <TextField
                  className="min-w-0"
                  label="Slug (address)"
                  hint={lesson ? "Changing it breaks links members saved." : "Leave empty to make one from the title."}
                  error={shown(dirtyFields.slug, errors.slug?.message)}
                  {...form.register("slug")}
                />
                <Field id={moduleSelectId} label="Module" error={errors.moduleId?.message} className="min-w-0">
                  <select
                    id={moduleSelectId}
                    className={`min-h-10 w-full min-w-0 ${controlClass()}`}
                    {...form.register("moduleId")}
                  >
                    {modules.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.title}
                        {m.isPreview ? " (free preview)" : ""}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              <MarkdownEditor form={form} />
            </Section>
            <Section title="Video">
              <TextField
                label="Embed link (YouTube or Vimeo)"
                placeholder="https://www.youtube-nocookie.com/embed/…"
                disabled={Boolean(lesson?.video)}
                hint={
                  lesson?.video
                    ? "Remove the uploaded video to use an embed link."
                    : embed && isAllowedEmbed(embed.trim())
                      ? "Members see this player."
                      : undefined
                }
                error={shown(dirtyFields.videoEmbedUrl, errors.videoEmbedUrl?.message)}
                {...form.register("videoEmbedUrl")}
              />
              {lesson ? (
                <VideoPanel
                  lesson={lesson}
                  onChanged={(changed) =>
                    form.resetField("videoEmbedUrl", { defaultValue: changed.videoEmbedUrl ?? "" })
                  }
                />
              ) : (
                <p className="text-sm text-slate-600">Save the lesson first to upload a video file.</p>
              )}
            </Section>
            <Section title="Quiz">
              <QuizEditor form={form} />
            </Section>
            <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-sm">
              <span className="mr-auto text-sm text-slate-600">
                Status: <strong>{isPublished ? "Published" : "Draft"}</strong>
                {form.formState.isDirty && " · unsaved changes"}
              </span>
              {isPublished && lesson ? (
                <Button
                  variant="secondary"
                  isLoading={setStatus.isPending}
                  onClick={async () => {
                    clearBanner();
                    try {
                      showBanner(
                        (await setStatus.mutateAsync({ id: lesson.id, isPublished: false })).message,
                        "success",
                      );
                    } catch (error) {
                      showBanner(errorMessage(error, "Unable to unpublish"), "error");
                    }
                  }}
                >
                  Unpublish
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  isLoading={setStatus.isPending}
                  disabled={save.isPending}
                  onClick={form.handleSubmit((values) => submit(values, form, true))}
                >
                  Save and publish
                </Button>
              )}
              <Button type="submit" isLoading={save.isPending}>
                {isPublished ? "Save changes" : "Save draft"}
              </Button>
            </div>
            {lesson && <DeleteLesson lesson={lesson} />}
          </>
        );
      }}
    </Form>
  );
}
