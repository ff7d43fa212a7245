import {
  DEFAULT_PLAN_FEE_PERCENT,
  DEFAULT_PLAN_HOLDING_DAYS,
  DEFAULT_PLAN_WEIGHTS,
  PLAN_ASSETS,
  PLAN_MESSAGES,
  type TPlan,
  type TPlanAsset,
  type TPlanInput,
  ZPlanInput,
} from "@vaultline/shared";
import { z } from "zod";
import { Button } from "../../../../components/ui/button.tsx";
import { Form } from "../../../../components/ui/form.tsx";
import { FormTextArea } from "../../../../components/ui/form-controls.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { weightsTotal } from "../../plan-weights.ts";

const ASSET_LABELS: Record<TPlanAsset, string> = { BTC: "Bitcoin (%)", ETH: "Ether (%)", USD: "Cash (%)" };

/** The form's fields: text as typed, plus "and above" for a plan without a maximum. */
const ZPlanForm = z
  .object({
    name: z.string(),
    description: z.string(),
    minAmount: z.string(),
    maxAmount: z.string(),
    isOpenEnded: z.boolean(),
    weights: z.object({ BTC: z.string(), ETH: z.string(), USD: z.string() }),
    feePercent: z.string(),
    holdingDays: z.string(),
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
    description: v.description.trim(),
    minAmount: v.minAmount.trim(),
    maxAmount: v.isOpenEnded ? null : v.maxAmount.trim(),
    weights: { BTC: v.weights.BTC.trim(), ETH: v.weights.ETH.trim(), USD: v.weights.USD.trim() },
    feePercent: v.feePercent.trim(),
    holdingDays: v.holdingDays.trim(),
  };
}

export function planFormDefaults(plan?: TPlan): TPlanForm {
  const weights = plan?.weights ?? DEFAULT_PLAN_WEIGHTS;
  return {
    name: plan?.name ?? "",
    description: plan?.description ?? "",
    minAmount: plan ? String(plan.minAmount) : "",
    maxAmount: plan?.maxAmount != null ? String(plan.maxAmount) : "",
    isOpenEnded: plan ? plan.maxAmount === null : false,
    weights: { BTC: String(weights.BTC), ETH: String(weights.ETH), USD: String(weights.USD) },
    feePercent: String(plan?.feePercent ?? DEFAULT_PLAN_FEE_PERCENT),
    holdingDays: String(plan?.holdingDays ?? DEFAULT_PLAN_HOLDING_DAYS),
  };
}

/**
 * Create or edit a plan: its range, its target mix over Bitcoin, Ether and cash (whole percent,
 * adding up to 100), its yearly fee and holding period. The button stays disabled until the shared
 * plan rules pass. There is no return to type: a plan's return is measured, never set.
 */
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
      {({ register, watch, formState: { errors, isValid, dirtyFields } }) => {
        const total = weightsTotal(watch("weights"));
        return (
          <>
            <TextField label="Name" error={dirtyFields.name ? errors.name?.message : undefined} {...register("name")} />
            <FormTextArea name="description" label="Description in plain words (optional)" />
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
            <fieldset className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-700">Target mix (whole percent)</legend>
              <div className="grid grid-cols-3 gap-3">
                {PLAN_ASSETS.map((asset) => (
                  <TextField
                    key={asset}
                    label={ASSET_LABELS[asset]}
                    inputMode="numeric"
                    error={dirtyFields.weights?.[asset] ? errors.weights?.[asset]?.message : undefined}
                    {...register(`weights.${asset}`)}
                  />
                ))}
              </div>
              <p
                className={`text-sm font-medium ${total === 100 ? "text-teal-800" : "text-red-600"}`}
                data-testid="weights-total"
                aria-live="polite"
              >
                Total: {total === null ? "—" : `${total}%`}
                {total !== null && total !== 100 ? ` · ${PLAN_MESSAGES.weightsSum}` : ""}
              </p>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Yearly fee (%)"
                inputMode="decimal"
                hint="0 to 5; 1/365 of it is taken from the plan's holdings each day"
                error={dirtyFields.feePercent ? errors.feePercent?.message : undefined}
                {...register("feePercent")}
              />
              <TextField
                label="Holding period (days)"
                inputMode="numeric"
                hint="Before a member can move a position to the wallet"
                error={dirtyFields.holdingDays ? errors.holdingDays?.message : undefined}
                {...register("holdingDays")}
              />
            </div>
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
        );
      }}
    </Form>
  );
}
