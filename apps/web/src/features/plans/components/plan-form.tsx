import { type TPlan, type TPlanInput, ZPlanInput } from "@vaultline/shared";
import { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

/** The form's fields: text as typed, plus "and above" for a plan without a maximum. */
const ZPlanForm = z
  .object({
    name: z.string(),
    roi: z.string(),
    minAmount: z.string(),
    maxAmount: z.string(),
    isOpenEnded: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.isOpenEnded && v.maxAmount.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["maxAmount"], message: "Enter a maximum amount, or tick 'and above'" });
    }
    const parsed = ZPlanInput.safeParse(toPlanInput(v));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });
type TPlanForm = z.infer<typeof ZPlanForm>;

function toPlanInput(v: TPlanForm): TPlanInput {
  return {
    name: v.name,
    roi: v.roi.trim(),
    minAmount: v.minAmount.trim(),
    maxAmount: v.isOpenEnded ? null : v.maxAmount.trim(),
  };
}

export function planFormDefaults(plan?: TPlan): TPlanForm {
  return {
    name: plan?.name ?? "",
    roi: plan ? String(plan.roi) : "",
    minAmount: plan ? String(plan.minAmount) : "",
    maxAmount: plan?.maxAmount != null ? String(plan.maxAmount) : "",
    isOpenEnded: plan ? plan.maxAmount === null : false,
  };
}

/** Create or edit a plan; the button stays disabled until the shared plan rules pass (docs/product-rules.md §7.4). */
export function PlanForm({
  plan,
  submitLabel,
  isSubmitting,
  onSubmit,
  onCancel,
}: {
  plan?: TPlan;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (body: TPlanInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  return (
    <Form
      schema={ZPlanForm}
      defaultValues={planFormDefaults(plan)}
      aria-label={plan ? `Edit ${plan.name}` : "New package"}
      onSubmit={async (values, form) => {
        const isSaved = await onSubmit(toPlanInput(values));
        if (isSaved && !plan) form.reset(planFormDefaults());
      }}
    >
      {({ register, watch, formState: { errors, isValid, dirtyFields } }) => (
        <>
          <TextField label="Name" error={dirtyFields.name ? errors.name?.message : undefined} {...register("name")} />
          <TextField
            label="ROI (%)"
            inputMode="decimal"
            error={dirtyFields.roi ? errors.roi?.message : undefined}
            {...register("roi")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Minimum amount (USD)"
              inputMode="decimal"
              error={dirtyFields.minAmount ? errors.minAmount?.message : undefined}
              {...register("minAmount")}
            />
            <TextField
              label="Maximum amount (USD)"
              inputMode="decimal"
              disabled={watch("isOpenEnded")}
              error={dirtyFields.maxAmount || dirtyFields.isOpenEnded ? errors.maxAmount?.message : undefined}
              {...register("maxAmount")}
            />
          </div>
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("isOpenEnded", { deps: ["maxAmount"] })} /> No maximum ("and above")
          </label>
          <div className="flex flex-wrap justify-end gap-3">
            {onCancel && (
              <Button variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={!isValid} isLoading={isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
