import type { TAuditEntry } from "@vaultline/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { formatDateTime, formatDollars, formatSignedDollars } from "../../../lib/format.ts";
import { parseSentence, type SentencePart, sentenceOf } from "./audit-sentences.ts";
import { SimpleTable } from "./simple-table.tsx";

/** Where each kind of target is looked at in the admin area. */
const ITEM_PATHS: Record<string, (id: string) => string> = {
  user: (id) => paths.admin.user(id),
  deposit: (id) => paths.admin.deposit(id),
  withdrawal: () => paths.admin.withdrawals,
  verification_request: (id) => paths.admin.verifyRequest(id),
  course_payment: () => paths.admin.coursePayments,
  plan: () => paths.admin.plans,
  review: () => paths.admin.reviews,
  member_review: () => paths.admin.reviews,
  course: () => paths.admin.course,
  course_module: () => paths.admin.course,
  course_lesson: (id) => paths.admin.courseLesson(id),
  liability_tree: () => paths.transparency,
};

const LINK = "font-medium text-brand-700 underline";

function field(value: unknown, key: string): unknown {
  return value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
}

/** The target's name now, else as the entry recorded it (a deleted plan or lesson). */
function nameOf(entry: TAuditEntry): string {
  for (const value of [entry.target.name, field(entry.before, "name"), field(entry.before, "title")]) {
    if (typeof value === "string" && value) return value;
  }
  for (const value of [field(entry.after, "name"), field(entry.after, "title")]) {
    if (typeof value === "string" && value) return value;
  }
  return "(no name)";
}

function Part({ part, entry }: { part: SentencePart; entry: TAuditEntry }): ReactNode {
  const { target } = entry;
  switch (part.kind) {
    case "text":
      return part.text;
    case "admin":
      return entry.admin ? (
        <span>
          {entry.admin.name} (@{entry.admin.username})
        </span>
      ) : (
        "The operator (command line)"
      );
    case "person":
      return target.person ? (
        <Link to={paths.admin.user(target.person.id)} className={LINK} title={`@${target.person.username}`}>
          {target.person.name}
        </Link>
      ) : (
        "a member"
      );
    case "amount":
      return target.amount === null ? "an amount" : formatDollars(target.amount);
    case "change": {
      const cents = field(entry.after, "amountCents");
      return typeof cents === "number" ? formatSignedDollars(cents / 100) : "an amount";
    }
    case "name":
      return nameOf(entry);
    case "item": {
      const words = part.parts.map((p) => <Part key={p.at} part={p} entry={entry} />);
      const path = ITEM_PATHS[entry.targetType];
      if (!target.isFound || !path) return <span>{words}</span>;
      return (
        <Link to={path(entry.targetId)} className={LINK}>
          {words}
        </Link>
      );
    }
  }
}

/** "Maria Lopez approved Ada Lovelace's deposit of $1,000.00 into Silver", with links to the member and the deposit. */
export function AuditSentence({ entry }: { entry: TAuditEntry }) {
  return (
    <span>
      {parseSentence(sentenceOf(entry.action)).map((part) => (
        <Part key={part.at} part={part} entry={entry} />
      ))}
      .
    </span>
  );
}

/** The entry as stored, for when the words are not enough. */
function RawRecord({ entry }: { entry: TAuditEntry }) {
  const { id, action, targetType, targetId, before, after, createdAt } = entry;
  const record = { id, action, adminId: entry.admin?.id ?? null, targetType, targetId, before, after, createdAt };
  return (
    <details className="text-xs">
      <summary className="cursor-pointer font-medium whitespace-nowrap text-brand-700">Raw record</summary>
      <pre className="mt-1 max-w-[80vw] overflow-x-auto rounded bg-slate-50 p-2 whitespace-pre-wrap break-all text-slate-700 sm:max-w-96">
        {JSON.stringify(record, null, 2)}
      </pre>
    </details>
  );
}

/** Who did what to whom, when and why, in words; the stored record one click away. */
export function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  return (
    <SimpleTable
      caption="Entries"
      empty="No audit entries match these filters."
      rows={entries}
      columns={[
        { header: "When", cell: (e) => <span className="lg:whitespace-nowrap">{formatDateTime(e.createdAt)}</span> },
        { header: "What happened", cell: (e) => <AuditSentence entry={e} /> },
        { header: "Reason", cell: (e) => e.reason ?? "—" },
        { header: "Record", cell: (e) => <RawRecord entry={e} /> },
      ]}
    />
  );
}
