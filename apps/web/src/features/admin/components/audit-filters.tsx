import { AUDIT_ACTION_SUGGESTIONS } from "@vaultline/shared";
import { type ChangeEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

export type AuditFilterValues = { admin: string; action: string; targetType: string; targetId: string };

/** Filters applied on submit (not per keystroke): the log can be long. */
export function AuditFilters({
  value,
  onApply,
}: {
  value: AuditFilterValues;
  onApply: (next: AuditFilterValues) => void;
}) {
  const [draft, setDraft] = useState(value);
  const field = (key: keyof AuditFilterValues) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: event.target.value }),
  });
  return (
    <form
      aria-label="Filter the audit log"
      className="mb-4 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({
          admin: draft.admin.trim(),
          action: draft.action.trim(),
          targetType: draft.targetType.trim(),
          targetId: draft.targetId.trim(),
        });
      }}
    >
      <TextField label="Admin (username)" placeholder="any" {...field("admin")} />
      <TextField label="Action" placeholder="any" list="audit-actions" {...field("action")} />
      <datalist id="audit-actions">
        {AUDIT_ACTION_SUGGESTIONS.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <TextField label="Target type" placeholder="user, deposit, …" {...field("targetType")} />
      <TextField label="Target id" placeholder="any" {...field("targetId")} />
      <span className="flex gap-2">
        <Button type="submit" className="flex-1">
          Filter
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            const empty = { admin: "", action: "", targetType: "", targetId: "" };
            setDraft(empty);
            onApply(empty);
          }}
        >
          Clear
        </Button>
      </span>
    </form>
  );
}
