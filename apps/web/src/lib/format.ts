import { formatMoney } from "@vaultline/shared";

/** Dollars from the API (e.g. 123.45) as "$123.45". */
export function formatDollars(dollars: number): string {
  return formatMoney(Math.round(dollars * 100));
}

/** The long display format of the sketch: "November 21, 2026". */
export function formatDate(iso: string | Date): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

export function formatDateTime(iso: string | Date): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" });
}
