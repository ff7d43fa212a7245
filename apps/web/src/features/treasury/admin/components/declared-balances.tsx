import type { TDeclaredBalance, TTreasuryLocation } from "@vaultline/shared";
import { PROOF_MIME_TYPES, ZDeclaredBalanceInput } from "@vaultline/shared";
import { useMemo, useState } from "react";
import { z } from "zod";
import { FileInput } from "../../../../components/ui/file-input.tsx";
import { Form } from "../../../../components/ui/form.tsx";
import { FormTextField } from "../../../../components/ui/form-controls.tsx";
import { Card } from "../../../../components/ui/misc.tsx";
import { errorMessage, fetchFileUrl } from "../../../../lib/api-client.ts";
import { formatDate } from "../../../../lib/format.ts";
import { useDecideDeclaredBalance } from "../api/decide-declared-balance.ts";
import { useEnterDeclaredBalance } from "../api/enter-declared-balance.ts";
import { DecisionButton } from "./decision-button.tsx";
import { FormFooter } from "./form-footer.tsx";
import { SelectField } from "./select-field.tsx";
import { StatusPill } from "./status-pill.tsx";
import { formatAssetUnits, parseAssetUnits } from "./treasury-format.ts";
import { checkAmount, checkRequest } from "./treasury-forms.ts";

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
              action={() => decide.mutateAsync({ id: balance.id, decision: "confirm" })}
            >
              You checked the statement: {what}. It replaces the location's last confirmed balance.
            </DecisionButton>
            <DecisionButton
              label="Reject"
              title="Reject this balance?"
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

/** The entry as typed: the amount in the chosen location's asset, checked with the shared request schema. */
function declaredForm(locations: TTreasuryLocation[]) {
  return z
    .object({
      locationId: z.string(),
      amount: z.string(),
      asOf: z.string(),
      statement: z.custom<File | null>((v) => v === null || v instanceof File),
    })
    .superRefine((v, ctx) => {
      const units = checkAmount(assetAt(locations, v.locationId), v.amount, ctx);
      if (!v.statement) ctx.addIssue({ code: "custom", path: ["statement"], message: "Attach the statement" });
      const request = { locationId: v.locationId, units: units ?? "0", asOf: v.asOf };
      checkRequest(ZDeclaredBalanceInput.omit({ statementFileId: true }), request, ctx, { units: "amount" });
    });
}

const assetAt = (locations: TTreasuryLocation[], id: string) => locations.find((l) => l.id === id)?.asset ?? "USD";

function EnterDeclaredForm({ locations }: { locations: TTreasuryLocation[] }) {
  const enter = useEnterDeclaredBalance();
  const schema = useMemo(() => declaredForm(locations), [locations]);
  return (
    <Form
      schema={schema}
      defaultValues={{ locationId: locations[0]?.id ?? "", amount: "", asOf: "", statement: null }}
      aria-label="Enter a declared balance"
      className="flex flex-col gap-3"
      onSubmit={async (values, form) => {
        const asset = assetAt(locations, values.locationId);
        const units = parseAssetUnits(asset, values.amount);
        if (!units || !values.statement) return;
        const entry = { locationId: values.locationId, units, asOf: values.asOf, statement: values.statement };
        if (await enter.mutateAsync(entry).catch(() => null)) form.reset({ ...values, amount: "", statement: null });
      }}
    >
      {(form) => {
        const asset = assetAt(locations, form.watch("locationId"));
        return (
          <>
            <h3 className="font-semibold text-ink-900">Enter a declared balance</h3>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <SelectField
                label="Location"
                value={form.watch("locationId")}
                options={locations.map((l) => ({ value: l.id, label: `${l.name} (${l.asset})` }))}
                onChange={(next) => form.setValue("locationId", next, { shouldValidate: true, shouldDirty: true })}
              />
              <FormTextField name="amount" label={`Amount (${asset})`} inputMode="decimal" />
              <FormTextField name="asOf" label="As of" type="date" />
            </div>
            <FileInput
              label="Statement"
              types={PROOF_MIME_TYPES}
              file={form.watch("statement")}
              onChange={(file) => form.setValue("statement", file, { shouldValidate: true, shouldDirty: true })}
              error={form.formState.errors.statement?.message}
              hint="The bank's or custodian's statement showing this balance: PDF or image, up to 10 MB."
            />
            <FormFooter
              mutation={enter}
              done="Entered. It counts once another admin confirms it against the statement."
            >
              Enter balance
            </FormFooter>
          </>
        );
      }}
    </Form>
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
