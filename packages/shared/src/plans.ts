import { z } from "zod";

/** A plan as the API returns it: amounts in dollars, ROI in percent; maxAmount null = "and above". */
export const ZPlan = z.object({
  _id: z.string(),
  name: z.string(),
  roi: z.number(),
  minAmount: z.number(),
  maxAmount: z.number().nullable(),
});
export type TPlan = z.infer<typeof ZPlan>;
