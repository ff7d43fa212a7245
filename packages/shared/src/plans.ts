import { z } from "zod";
import { PLAN_MIN_AMOUNT } from "./constants.ts";
import { ZDollars, ZTimestamp } from "./fields.ts";
import { toCents } from "./money.ts";
import { PLAN_ASSETS, type TPlanAsset } from "./plan-assets.ts";

/** Target weights in whole percent, summing to 100. */
export const ZPlanWeights = z.object({ BTC: z.number(), ETH: z.number(), USD: z.number() });
export type TPlanWeights = z.infer<typeof ZPlanWeights>;

/** A new plan's allocation when the payload names none: mostly cash. */
export const DEFAULT_PLAN_WEIGHTS: TPlanWeights = { USD: 80, BTC: 10, ETH: 10 };
export const DEFAULT_PLAN_FEE_PERCENT = 0.5;
export const DEFAULT_PLAN_HOLDING_DAYS = 30;
export const MAX_PLAN_FEE_PERCENT = 5;

/**
 * A plan as the API returns it: amounts in dollars; maxAmount null = "and above".
 * `roi` is the realised return since launch in percent (0 on launch day), never a promise.
 */
export const ZPlan = z.object({
  id: z.string(),
  name: z.string(),
  roi: z.number(),
  minAmount: ZDollars,
  maxAmount: ZDollars.nullable(),
  description: z.string(),
  weights: ZPlanWeights,
  /** Yearly management fee in percent (0–5). */
  feePercent: z.number(),
  /** Minimum holding period in days before a position can be moved to the wallet. */
  holdingDays: z.number(),
  /** 1–7 from realised volatility; null while there is too little history. */
  riskClass: z.number().nullable(),
  navPerUnit: z.number(),
  launchedAt: ZTimestamp,
  /** Start of the period `roi` covers. */
  roiSince: ZTimestamp,
});
export type TPlan = z.infer<typeof ZPlan>;

export const PLAN_MESSAGES = {
  nameRequired: "Enter a plan name",
  nameTooLong: "The plan name is too long (max 40 characters)",
  descriptionTooLong: "The description is too long (max 500 characters)",
  minInvalid: `Minimum amount must be a number of at least ${PLAN_MIN_AMOUNT}`,
  maxInvalid: "Maximum amount must be a number above the minimum, or empty for 'and above'",
  weightInvalid: "Each weight must be a whole number from 0 to 100",
  weightsSum: "Weights must add up to 100%",
  feeRange: "The yearly fee must be between 0% and 5%",
  holdingDaysInvalid: "The holding period must be a whole number of days from 1 to 365",
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

const zWeight = z.coerce
  .number({ error: PLAN_MESSAGES.weightInvalid })
  .int(PLAN_MESSAGES.weightInvalid)
  .min(0, PLAN_MESSAGES.weightInvalid)
  .max(100, PLAN_MESSAGES.weightInvalid);

/** Whole percent per asset; the three must add up to exactly 100. */
export const ZPlanWeightsInput = z
  .object({ BTC: zWeight, ETH: zWeight, USD: zWeight }, { error: PLAN_MESSAGES.weightsSum })
  .refine((w) => w.BTC + w.ETH + w.USD === 100, PLAN_MESSAGES.weightsSum);

/**
 * Create or update a plan (admin). Output in integer units: minCents, maxCents (null = and above),
 * feeBp (yearly fee in basis points). Fields left out stay undefined: a new plan then gets the
 * defaults (cautious weights, 0.5 % fee, 30 days), an updated one keeps what it has.
 * A `roi` field (the old payload) is accepted and ignored: a plan never promises a return.
 * The form uses the same rules to disable its button.
 */
export const ZPlanInput = z
  .object({
    name: z
      .string({ error: PLAN_MESSAGES.nameRequired })
      .trim()
      .min(1, PLAN_MESSAGES.nameRequired)
      .max(40, PLAN_MESSAGES.nameTooLong),
    description: z.string().trim().max(500, PLAN_MESSAGES.descriptionTooLong).optional(),
    roi: z.unknown().optional(),
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
    weights: ZPlanWeightsInput.optional(),
    feePercent: z
      .union([z.number(), z.string()], { error: PLAN_MESSAGES.feeRange })
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === "") return undefined;
        const text = String(value).trim();
        const bp = /^-/.test(text) ? null : toCents(text);
        if (bp === null || bp > MAX_PLAN_FEE_PERCENT * 100) {
          ctx.addIssue({ code: "custom", message: PLAN_MESSAGES.feeRange });
          return z.NEVER;
        }
        return bp;
      }),
    holdingDays: z.coerce
      .number({ error: PLAN_MESSAGES.holdingDaysInvalid })
      .int(PLAN_MESSAGES.holdingDaysInvalid)
      .min(1, PLAN_MESSAGES.holdingDaysInvalid)
      .max(365, PLAN_MESSAGES.holdingDaysInvalid)
      .optional(),
  })
  .refine((v) => v.maxAmount === null || v.maxAmount > v.minAmount, {
    message: PLAN_MESSAGES.maxInvalid,
    path: ["maxAmount"],
  })
  .transform(({ name, description, minAmount, maxAmount, weights, feePercent, holdingDays }) => ({
    name,
    description,
    minCents: minAmount,
    maxCents: maxAmount,
    weights,
    feeBp: feePercent,
    holdingDays,
  }));
export type TPlanInput = z.input<typeof ZPlanInput>;
export type TPlanValues = z.output<typeof ZPlanInput>;

/** The amount placeholder of the invest wizard: 'min - max', or 'min and above' for large or open plans. */
export function planRangeLabel(plan: Pick<TPlan, "minAmount" | "maxAmount">, largeThreshold = 500_000): string {
  if (plan.maxAmount === null || plan.minAmount >= largeThreshold) return `${plan.minAmount} and above`;
  return `${plan.minAmount} - ${plan.maxAmount}`;
}

/** The allocation in words, largest first: "80% cash, 10% bitcoin, 10% ether". */
export function allocationInWords(weights: TPlanWeights): string {
  const names: Record<TPlanAsset, string> = { USD: "cash", BTC: "bitcoin", ETH: "ether" };
  return PLAN_ASSETS.filter((a) => weights[a] > 0)
    .sort((a, b) => weights[b] - weights[a])
    .map((a) => `${weights[a]}% ${names[a]}`)
    .join(", ");
}
