import type { THeldAsset } from "@vaultline/shared";
import type { z } from "zod";
import { parseAssetUnits } from "./treasury-format.ts";

type Ctx = z.core.$RefinementCtx;

/**
 * Checks the request a treasury form sends with its shared schema (packages/shared/src/treasury.ts), so
 * the form says what the API would say; a message lands on the field `fields` names (else its own).
 */
export function checkRequest(schema: z.ZodType, request: unknown, ctx: Ctx, fields: Record<string, string> = {}) {
  const parsed = schema.safeParse(request);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const [head = "", ...rest] = issue.path;
    ctx.addIssue({ code: "custom", path: [fields[String(head)] ?? head, ...rest], message: issue.message });
  }
}

const EXAMPLES: Record<THeldAsset, string> = { BTC: "0.015", ETH: "1.25", USDT: "1250.00", USD: "1250.00" };

/** An amount typed in `asset` as base units; when it is not one, the message on the field at `path` and null. */
export function checkAmount(asset: THeldAsset, text: string, ctx: Ctx, path = "amount"): string | null {
  const units = parseAssetUnits(asset, text);
  if (!units)
    ctx.addIssue({ code: "custom", path: [path], message: `Enter the amount in ${asset}, e.g. ${EXAMPLES[asset]}` });
  return units;
}
