import { z } from "zod";
import { PLAN_MIN_AMOUNT } from "./constants.ts";
import { toCents } from "./money.ts";

/** A plan as the API returns it: amounts in dollars, ROI in percent; maxAmount null = "and above". */
export const ZPlan = z.object({
  _id: z.string(),
  name: z.string(),
  roi: z.number(),
  minAmount: z.number(),
  maxAmount: z.number().nullable(),
});
export type TPlan = z.infer<typeof ZPlan>;

export const PLAN_MESSAGES = {
  nameRequired: "Enter a plan name",
  nameTooLong: "The plan name is too long (max 40 characters)",
  roiInvalid: "ROI must be a number above 0 with at most 2 decimals",
  roiTooHigh: "ROI must be at most 1000%",
  minInvalid: `Minimum amount must be a number of at least ${PLAN_MIN_AMOUNT}`,
  maxInvalid: "Maximum amount must be a number above the minimum, or empty for 'and above'",
  notFound: "Unable to get Plan",
  hidden: "This plan is no longer available",
} as const;

/** A non-negative decimal with at most 2 places, as a number or numeric string, to hundredths. */
function hundredths(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const parsed = value === "" ? null : toCents(value);
    if (parsed === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed;
  });
}

/**
 * Create or update a plan (admin). Output: roiBp (basis points), minCents, maxCents (null = and above).
 * The form uses the same rules to disable its button.
 */
export const ZPlanInput = z
  .object({
    name: z
      .string({ error: PLAN_MESSAGES.nameRequired })
      .trim()
      .min(1, PLAN_MESSAGES.nameRequired)
      .max(40, PLAN_MESSAGES.nameTooLong),
    roi: hundredths(PLAN_MESSAGES.roiInvalid)
      .refine((bp) => bp > 0, PLAN_MESSAGES.roiInvalid)
      .refine((bp) => bp <= 100_000, PLAN_MESSAGES.roiTooHigh),
    minAmount: hundredths(PLAN_MESSAGES.minInvalid).refine((c) => c >= PLAN_MIN_AMOUNT * 100, PLAN_MESSAGES.minInvalid),
    maxAmount: z
      .union([z.null(), z.literal(""), z.number(), z.string()], { error: PLAN_MESSAGES.maxInvalid })
      .optional()
      .transform((value, ctx) => {
        if (value === null || value === undefined || value === "") return null;
        const parsed = toCents(value);
        if (parsed === null) {
          ctx.addIssue({ code: "custom", message: PLAN_MESSAGES.maxInvalid });
          return z.NEVER;
        }
        return parsed;
      }),
  })
  .refine((v) => v.maxAmount === null || v.maxAmount > v.minAmount, {
    message: PLAN_MESSAGES.maxInvalid,
    path: ["maxAmount"],
  })
  .transform(({ name, roi, minAmount, maxAmount }) => ({
    name,
    roiBp: roi,
    minCents: minAmount,
    maxCents: maxAmount,
  }));
export type TPlanInput = z.input<typeof ZPlanInput>;
export type TPlanValues = z.output<typeof ZPlanInput>;

/** The amount placeholder of the invest wizard: 'min - max', or 'min and above' for large or open plans. */
export function planRangeLabel(plan: Pick<TPlan, "minAmount" | "maxAmount">, largeThreshold = 500_000): string {
  if (plan.maxAmount === null || plan.minAmount >= largeThreshold) return `${plan.minAmount} and above`;
  return `${plan.minAmount} - ${plan.maxAmount}`;
}
