import { formatPlanUnits } from "@vaultline/shared";
import type { StatementPosition } from "./statement-data.ts";

/** Integer cents as a plain decimal, exact (no float): -123456 → "-1234.56". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A NAV in micro-dollars as dollars with 6 decimals: 1234567n → "1.234567". */
export function navToDecimal(navMicro: bigint): string {
  return formatPlanUnits(navMicro);
}

/** An instant as the UTC date and time a statement shows: "2026-03-05 14:02 UTC". */
export function formatInstant(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** Which NAV values a position, in the statement's words: "NAV of 2026-11-30", or the last trade's. */
export function navLabel(p: Pick<StatementPosition, "navKind" | "navDay">): string {
  return p.navKind === "daily"
    ? `NAV of ${p.navDay}`
    : `NAV of the plan's last trade, ${p.navDay}: no daily NAV recorded after it by the month's end`;
}
