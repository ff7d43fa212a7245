import {
  formatPlanUnits,
  PORTFOLIO_MESSAGES,
  parsePlanUnits,
  type TMoveRequest,
  type TPosition,
  ZMoveRequest,
} from "@vaultline/shared";
import { z } from "zod";

/** The units a position still holds, in micro-units (units bought − units already moved). */
export function heldMicroUnits(position: Pick<TPosition, "units" | "unitsMoved">): bigint {
  return (parsePlanUnits(position.units) ?? 0n) - (parsePlanUnits(position.unitsMoved) ?? 0n);
}

/** The move form: all the units still held, or a number of them (checked by the shared request schema). */
export function moveFormSchema(heldMicro: bigint) {
  return z
    .object({ choice: z.enum(["all", "some"]), units: z.string() })
    .superRefine((v, ctx) => {
      if (v.choice === "all") return;
      const parsed = ZMoveRequest.safeParse({ units: v.units });
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", path: ["units"], message: parsed.error.issues[0]?.message ?? "" });
      } else if ((parsePlanUnits(v.units) ?? 0n) > heldMicro) {
        ctx.addIssue({
          code: "custom",
          path: ["units"],
          message: PORTFOLIO_MESSAGES.tooManyUnits(formatPlanUnits(heldMicro)),
        });
      }
    })
    .transform((v): TMoveRequest => (v.choice === "all" ? { all: true } : { units: v.units.trim() }));
}
export type TMoveForm = z.input<ReturnType<typeof moveFormSchema>>;

/** The typed units in micro-units when they are a valid amount the position holds, else null. */
export function unitsWithin(text: string, heldMicro: bigint): bigint | null {
  const micro = parsePlanUnits(text);
  return micro !== null && micro > 0n && micro <= heldMicro ? micro : null;
}

/** About what `micro` units are worth at `nav` dollars per unit, in dollars (an estimate: the move uses the NAV of its moment). */
export function estimateDollars(micro: bigint, nav: number): number {
  return (Number(micro) / 1_000_000) * nav;
}
