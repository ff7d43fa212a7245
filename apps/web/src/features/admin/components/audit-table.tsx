import { formatMoney, NETWORK_LABELS, type TAuditEntry, type TCryptoCurrency } from "@vaultline/shared";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { SimpleTable } from "./simple-table.tsx";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "payoutTxId" → "payout tx id"; "amountCents" → "amount". */
function keyLabel(key: string): string {
  return key
    .replace(/Cents$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
}

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (key.endsWith("Cents") && typeof value === "number") return formatMoney(value);
  if (typeof value === "string" && ISO_DATE.test(value)) return formatDateTime(value);
  if (typeof value === "string" && value in NETWORK_LABELS) return NETWORK_LABELS[value as TCryptoCurrency];
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** An audit value in words: `{amountCents: 1250, isVerified: true}` as "amount: $12.50, is verified: yes". */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value !== "object" || Array.isArray(value)) return JSON.stringify(value);
  return Object.entries(value)
    .map(([key, v]) => `${keyLabel(key)}: ${valueText(key, v)}`)
    .join(", ");
}

/** "course.lesson.publish" → "Course lesson publish": readable without a legend, exact enough to filter by. */
export function actionLabel(action: string): string {
  const words = action.replace(/[._]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Target({ entry }: { entry: TAuditEntry }) {
  const label = (
    <>
      {keyLabel(entry.targetType)} <span className="font-mono text-xs">{entry.targetId.slice(0, 8)}</span>
    </>
  );
  if (entry.targetType !== "user") return <span title={entry.targetId}>{label}</span>;
  return (
    <Link to={paths.admin.user(entry.targetId)} title={entry.targetId} className="text-brand-700 underline">
      {label}
    </Link>
  );
}

/** Who did what to which record, when and why, with the values before and after. */
export function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  return (
    <SimpleTable
      caption="Entries"
      empty="No audit entries match these filters."
      rows={entries}
      columns={[
        { header: "When", cell: (e) => formatDateTime(e.createdAt) },
        { header: "Admin", cell: (e) => (e.admin ? `@${e.admin.username}` : "operator (CLI)") },
        { header: "Action", cell: (e) => <span title={e.action}>{actionLabel(e.action)}</span> },
        { header: "Target", cell: (e) => <Target entry={e} /> },
        { header: "Reason", cell: (e) => e.reason ?? "—" },
        {
          header: "Change",
          cell: (e) => (
            <span className="block max-w-80 text-xs text-slate-700">
              <span className="block">
                <span className="text-slate-500">before </span>
                {describeValue(e.before)}
              </span>
              <span className="block">
                <span className="text-slate-500">after </span>
                {describeValue(e.after)}
              </span>
            </span>
          ),
        },
      ]}
    />
  );
}
