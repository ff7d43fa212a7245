import { AUDIT_ACTIONS } from "@vaultline/shared";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { controlClass, Field, TextField } from "../../../components/ui/text-field.tsx";

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
  const actionId = useId();
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
      <Field id={actionId} label="Action">
        <select
          id={actionId}
          value={draft.action}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          className={`min-h-10 ${controlClass()}`}
        >
          <option value="">any</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </Field>
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
