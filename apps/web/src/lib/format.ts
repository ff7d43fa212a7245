import { formatMoney, type TDepositStatus } from "@vaultline/shared";

/** A deposit's status in plain words (the API keeps the sketch's names). */
export const DEPOSIT_STATUS_LABELS: Record<TDepositStatus, string> = {
  pending: "Awaiting payment",
  accepted: "Invested",
  withdrawn: "Moved to wallet",
  denied: "Denied",
};

/** Dollars from the API (e.g. 123.45) as "$123.45". */
export function formatDollars(dollars: number): string {
  return formatMoney(Math.round(dollars * 100));
}

// Built on first use and kept: `toLocaleDateString` makes a new formatter on every call, slow on a
// long list.
let longDate: Intl.DateTimeFormat | undefined;
let longDateTime: Intl.DateTimeFormat | undefined;

/** The long display format of the sketch: "November 21, 2026". */
export function formatDate(iso: string | Date): string {
  longDate ??= new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
  return longDate.format(new Date(iso));
}

export function formatDateTime(iso: string | Date): string {
  longDateTime ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });
  return longDateTime.format(new Date(iso));
}
