/** A compact date and time for table cells: "Nov 21, 2026, 11:06 PM". */
export function formatShortDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
