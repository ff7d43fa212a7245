import { type TAdminModule, type TModuleInput, ZModuleInput } from "@vaultline/shared";
import { z } from "zod";
import { useBannerReport } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Form } from "../../../../components/ui/form.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useSaveModule } from "../api/save-module.ts";

const ZModuleForm = z
  .object({ title: z.string(), slug: z.string(), summary: z.string(), isPreview: z.boolean() })
  .superRefine((v, ctx) => {
    const parsed = ZModuleInput.safeParse(toModuleInput(v));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
type TModuleForm = z.infer<typeof ZModuleForm>;

function toModuleInput(v: TModuleForm): TModuleInput {
  return { title: v.title, slug: v.slug.trim() || undefined, summary: v.summary, isPreview: v.isPreview };
}

/** Add a module (at the end) or edit one: title, slug, summary, free preview. */
export function ModuleForm({ module, onDone }: { module?: TAdminModule; onDone: () => void }) {
  const save = useSaveModule();
  const report = useBannerReport();
  return (
    <Form
      schema={ZModuleForm}
      defaultValues={{
        title: module?.title ?? "",
        slug: module?.slug ?? "",
        summary: module?.summary ?? "",
        isPreview: module?.isPreview ?? false,
      }}
      aria-label={module ? `Edit module ${module.title}` : "New module"}
      onSubmit={async (values) => {
        const saved = await report(
          () => save.mutateAsync({ id: module?.id, body: toModuleInput(values) }),
          "Unable to save the module",
        );
        if (saved) onDone();
      }}
    >
      {({ register, formState: { errors, isSubmitted, dirtyFields } }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Module title"
              error={isSubmitted || dirtyFields.title ? errors.title?.message : undefined}
              {...register("title")}
            />
            <TextField
              label="Module slug"
              hint={module ? undefined : "Leave empty to make one from the title."}
              error={isSubmitted || dirtyFields.slug ? errors.slug?.message : undefined}
              {...register("slug")}
            />
          </div>
          <TextField
            label="Summary"
            error={isSubmitted || dirtyFields.summary ? errors.summary?.message : undefined}
            {...register("summary")}
          />
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("isPreview")} /> Free preview (visitors and members without a package
            can read it)
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" isLoading={save.isPending}>
              {module ? "Save module" : "Add module"}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
