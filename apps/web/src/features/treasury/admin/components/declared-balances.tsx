import type { TDeclaredBalance, TTreasuryLocation } from "@vaultline/shared";
import { PROOF_MIME_TYPES } from "@vaultline/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { FileInput } from "../../../../components/ui/file-input.tsx";
import { Card, ErrorNotice, FormError } from "../../../../components/ui/misc.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { errorMessage, fetchFileUrl } from "../../../../lib/api-client.ts";
import { formatDate } from "../../../../lib/format.ts";
import { useDecideDeclaredBalance } from "../api/decide-declared-balance.ts";
import { useEnterDeclaredBalance } from "../api/enter-declared-balance.ts";
import { DecisionButton } from "./decision-button.tsx";
import { SelectField } from "./select-field.tsx";
import { StatusPill } from "./status-pill.tsx";
import { formatAssetUnits, parseAssetUnits } from "./treasury-format.ts";

function StatementButton({ fileId }: { fileId: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="text-sm font-semibold text-brand-700 underline"
        onClick={() => {
          setError(null);
          fetchFileUrl(`/api/files/${fileId}`)
            .then(({ objectUrl }) => window.open(objectUrl, "_blank", "noopener"))
            .catch((e: unknown) => setError(errorMessage(e, "The statement could not be opened")));
        }}
      >
        View statement
      </button>
      {error && <span className="text-sm text-red-700">{error}</span>}
    </>
  );
}

function DeclaredRow({
  balance,
  location,
  myId,
}: {
  balance: TDeclaredBalance;
  location: TTreasuryLocation | undefined;
  myId: string | undefined;
}) {
  const decide = useDecideDeclaredBalance();
  const asset = location?.asset ?? "USD";
  const what = `${formatAssetUnits(asset, balance.units)} at ${location?.name ?? "a location"} as of ${formatDate(balance.asOf)}`;
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-ink-900">
          {formatAssetUnits(asset, balance.units)} <StatusPill status={balance.status} />
        </p>
        <p className="text-sm text-slate-600">
          {location?.name ?? "Unknown location"} · as of {formatDate(balance.asOf)}
        </p>
        <StatementButton fileId={balance.statementFileId} />
      </div>
      {balance.status === "pending" &&
        (balance.enteredBy === myId ? (
          <p className="text-sm text-slate-600">Waiting for a second admin to confirm it against the statement.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <DecisionButton
              label="Confirm"
              title="Confirm this balance?"
              confirmLabel="Confirm"
              action={() => decide.mutateAsync({ id: balance.id, decision: "confirm" })}
            >
              You checked the statement: {what}. It replaces the location's last confirmed balance.
            </DecisionButton>
            <DecisionButton
              label="Reject"
              title="Reject this balance?"
              confirmLabel="Reject"
              variant="danger"
              action={() => decide.mutateAsync({ id: balance.id, decision: "reject" })}
            >
              {what} will not count. The admin who entered it may enter it again.
            </DecisionButton>
          </div>
        ))}
    </li>
  );
}

function EnterDeclaredForm({ locations }: { locations: TTreasuryLocation[] }) {
  const enter = useEnterDeclaredBalance();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? "");
  const [amount, setAmount] = useState("");
  const [asOf, setAsOf] = useState("");
  const [statement, setStatement] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const location = locations.find((l) => l.id === locationId) ?? locations[0];
  const asset = location?.asset ?? "USD";
  function submit(event: FormEvent) {
    event.preventDefault();
    const units = parseAssetUnits(asset, amount);
    if (!location || !units) return setProblem(`Enter the amount in ${asset}, e.g. 1250.00`);
    if (!statement) return setProblem("Attach the statement");
    setProblem(null);
    enter.mutate(
      { locationId: location.id, units, asOf, statement },
      {
        onSuccess: () => {
          setAmount("");
          setStatement(null);
        },
      },
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="declared-heading">
      <h3 id="declared-heading" className="font-semibold text-ink-900">
        Enter a declared balance
      </h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          label="Location"
          value={location?.id ?? ""}
          options={locations.map((l) => ({ value: l.id, label: `${l.name} (${l.asset})` }))}
          onChange={setLocationId}
        />
        <TextField
          label={`Amount (${asset})`}
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField label="As of" type="date" required value={asOf} onChange={(e) => setAsOf(e.target.value)} />
      </div>
      <FileInput
        label="Statement"
        types={PROOF_MIME_TYPES}
        file={statement}
        onChange={setStatement}
        hint="The bank's or custodian's statement showing this balance: PDF or image, up to 10 MB."
      />
      {problem && <ErrorNotice message={problem} />}
      <FormError error={enter.error} />
      {enter.isSuccess && (
        <p role="status" className="text-sm text-teal-800">
          Entered. It counts once another admin confirms it against the statement.
        </p>
      )}
      <Button type="submit" className="self-start" isLoading={enter.isPending}>
        Enter balance
      </Button>
    </form>
  );
}

/** Declared balances (a bank, a custodian): entered by one admin with a statement, confirmed by another. */
export function DeclaredBalances({
  declared,
  locations,
  myId,
}: {
  declared: TDeclaredBalance[];
  locations: TTreasuryLocation[];
  myId: string | undefined;
}) {
  const declaredLocations = locations.filter((l) => l.kind === "declared" && l.status === "active");
  return (
    <Card>
      <h3 className="font-semibold text-ink-900">Declared balances</h3>
      {declared.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No declared balance entered yet.</p>
      ) : (
        <ul aria-label="Declared balances">
          {declared.map((d) => (
            <DeclaredRow key={d.id} balance={d} location={locations.find((l) => l.id === d.locationId)} myId={myId} />
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-slate-200 pt-4">
        {declaredLocations.length === 0 ? (
          <p className="text-sm text-slate-600">
            A balance is entered for an active declared location: propose one above (a bank, a custodian).
          </p>
        ) : (
          <EnterDeclaredForm locations={declaredLocations} />
        )}
      </div>
    </Card>
  );
}
