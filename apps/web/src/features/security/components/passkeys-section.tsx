import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, ErrorNotice, FormError } from "../../../components/ui/misc.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useAddPasskey } from "../api/add-passkey.ts";
import { usePasskeys } from "../api/get-passkeys.ts";
import { useRemovePasskey } from "../api/remove-passkey.ts";
import { useRenamePasskey } from "../api/rename-passkey.ts";

/** The member's passkeys: add several, name them, remove them. */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState("");
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink-900">Passkeys</h2>
      <p className="mt-1 text-sm text-slate-600">
        A passkey lets you sign in with your fingerprint, face or device PIN instead of a password. It is stored on your
        phone, computer or security key and works only on this website, so a fake site cannot steal it. Add one for each
        device you use; it also counts as your second factor.
      </p>
      {passkeys.isError && <ErrorNotice message={passkeys.error.message} onRetry={() => passkeys.refetch()} />}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Passkeys">
          {passkeys.data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              {editing?.id === p.id ? (
                <form
                  className="flex flex-wrap items-end gap-2"
                  onSubmit={async (event) => {
                    event.preventDefault();
                    const done = await rename.mutateAsync({ id: p.id, name: editing.name }).catch(() => null);
                    if (done) setEditing(null);
                  }}
                >
                  <TextField
                    label="New name"
                    value={editing.name}
                    maxLength={40}
                    onChange={(e) => setEditing({ id: p.id, name: e.target.value })}
                  />
                  <Button type="submit" isLoading={rename.isPending}>
                    Save
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                </form>
              ) : (
                <div className="flex items-start gap-3">
                  <KeyRound size={20} aria-hidden="true" className="mt-0.5 text-slate-500" />
                  <div>
                    <p className="font-semibold text-ink-900">{p.name}</p>
                    <p className="text-slate-600">
                      Added {formatDateTime(p.createdAt)}
                      {p.lastUsedAt ? ` · last used ${formatDateTime(p.lastUsedAt)}` : " · not used yet"}
                    </p>
                  </div>
                </div>
              )}
              {editing?.id !== p.id && (
                <div className="flex gap-2">
                  <Button variant="secondary" onClick={() => setEditing({ id: p.id, name: p.name })}>
                    Rename
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={`Remove passkey ${p.name}`}
                    isLoading={remove.isPending && remove.variables === p.id}
                    onClick={async () => {
                      await remove.submit(p.id);
                    }}
                  >
                    Remove
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormError error={rename.error ?? remove.error} />
      <form
        className="mt-3 flex max-w-md flex-wrap items-end gap-2"
        aria-label="Add a passkey"
        onSubmit={async (event) => {
          event.preventDefault();
          const done = await add.submit(name.trim());
          if (!done) return;
          setName("");
        }}
      >
        <TextField
          label="Name for a new passkey"
          hint="For example: My laptop, My phone"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={!name.trim()} isLoading={add.isPending}>
          Add a passkey
        </Button>
      </form>
      <FormError error={add.error} />
    </Card>
  );
}
