import type { TAuditEntry } from "@vaultline/shared";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { formatShortDateTime } from "../format.ts";
import { SimpleTable } from "./simple-table.tsx";

/** `{a: 1, b: "x"}` as "a: 1, b: x"; anything else as JSON. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value !== "object" || Array.isArray(value)) return JSON.stringify(value);
  return Object.entries(value)
    .map(([key, v]) => `${key}: ${v !== null && typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(", ");
}

function Target({ entry }: { entry: TAuditEntry }) {
  const label = (
    <>
      {entry.targetType} <span className="font-mono text-xs">{entry.targetId.slice(0, 8)}</span>
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
        { header: "When", cell: (e) => <span className="whitespace-nowrap">{formatShortDateTime(e.createdAt)}</span> },
        { header: "Admin", cell: (e) => (e.admin ? `@${e.admin.username}` : "operator (CLI)") },
        { header: "Action", cell: (e) => <span className="font-mono text-xs whitespace-nowrap">{e.action}</span> },
        { header: "Target", cell: (e) => <Target entry={e} /> },
        { header: "Reason", cell: (e) => e.reason ?? "—" },
        {
          header: "Change",
          cell: (e) => (
            <span className="block max-w-72 text-xs break-words text-slate-700">
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
