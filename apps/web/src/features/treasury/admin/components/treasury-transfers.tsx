import type { TTreasuryLocation, TTreasuryTransfer } from "@vaultline/shared";
import { ZHeldAsset, ZTransferInput } from "@vaultline/shared";
import { z } from "zod";
import { Form } from "../../../../components/ui/form.tsx";
import { FormTextField } from "../../../../components/ui/form-controls.tsx";
import { Card } from "../../../../components/ui/misc.tsx";
import { QueryResult } from "../../../../components/ui/query-result.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { useConfirmTransfer } from "../api/confirm-transfer.ts";
import { useTreasuryLocations } from "../api/get-locations.ts";
import { type TransferRecord, useRecordTransfer } from "../api/record-transfer.ts";
import { DecisionButton } from "./decision-button.tsx";
import { FormFooter } from "./form-footer.tsx";
import { SelectField } from "./select-field.tsx";
import { StatusPill } from "./status-pill.tsx";
import { assetOptions, formatAssetUnits, parseAssetUnits } from "./treasury-format.ts";
import { checkAmount, checkRequest } from "./treasury-forms.ts";

const DEPOSITS = "deposits";
const DEPOSITS_NAME = "Members' deposit addresses";

/** The transfer as typed: the amount in the chosen asset, checked with the shared request schema. */
const ZTransferForm = z
  .object({ from: z.string(), to: z.string(), asset: ZHeldAsset, amount: z.string(), txId: z.string() })
  .superRefine((v, ctx) => {
    const units = checkAmount(v.asset, v.amount, ctx);
    checkRequest(ZTransferInput, toTransfer(v, units ?? "0"), ctx, {
      fromLocationId: "from",
      toLocationId: "to",
      units: "amount",
    });
  });
type TTransferForm = z.infer<typeof ZTransferForm>;

const toTransfer = (v: TTransferForm, units: string): TransferRecord => ({
  fromLocationId: v.from === DEPOSITS ? null : v.from,
  toLocationId: v.to,
  asset: v.asset,
  units,
  txId: v.txId.trim(),
});

function RecordTransferForm({ locations }: { locations: TTreasuryLocation[] }) {
  const record = useRecordTransfer();
  const options = locations.map((l) => ({ value: l.id, label: l.name }));
  return (
    <Form
      schema={ZTransferForm}
      defaultValues={{ from: DEPOSITS, to: locations[0]?.id ?? "", asset: "BTC", amount: "", txId: "" }}
      aria-label="Record a transfer"
      className="flex flex-col gap-3"
      onSubmit={async (values, form) => {
        const units = parseAssetUnits(values.asset, values.amount);
        if (!units) return;
        if (await record.mutateAsync(toTransfer(values, units)).catch(() => null)) {
          form.reset({ ...values, amount: "", txId: "" });
        }
      }}
    >
      {(form) => {
        const { watch, setValue } = form;
        const choose = (field: "from" | "to" | "asset") => (next: string) =>
          setValue(field, next, { shouldValidate: true, shouldDirty: true });
        return (
          <>
            <h3 className="font-semibold text-ink-900">Record a transfer</h3>
            <p className="text-sm text-slate-600">
              Coins sent between two locations, with the transaction id: shown in transit until confirmed.
            </p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <SelectField
                label="From"
                value={watch("from")}
                options={[{ value: DEPOSITS, label: DEPOSITS_NAME }, ...options]}
                onChange={choose("from")}
              />
              <SelectField label="To" value={watch("to")} options={options} onChange={choose("to")} />
              <SelectField label="Asset" value={watch("asset")} options={assetOptions()} onChange={choose("asset")} />
              <FormTextField name="amount" label={`Amount (${watch("asset")})`} inputMode="decimal" />
              <FormTextField
                name="txId"
                label="Transaction id"
                maxLength={200}
                spellCheck={false}
                autoComplete="off"
                className="sm:col-span-2"
              />
            </div>
            <FormFooter
              mutation={record}
              done="Recorded: in transit until confirmed."
              disabled={locations.length === 0}
            >
              Record transfer
            </FormFooter>
          </>
        );
      }}
    </Form>
  );
}

function TransferRow({ transfer, names }: { transfer: TTreasuryTransfer; names: Map<string, string> }) {
  const confirm = useConfirmTransfer();
  const from = transfer.fromLocationId ? (names.get(transfer.fromLocationId) ?? "a location") : DEPOSITS_NAME;
  const to = names.get(transfer.toLocationId) ?? "a location";
  const what = `${formatAssetUnits(transfer.asset, transfer.units)} from ${from} to ${to}`;
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          {what}{" "}
          <StatusPill
            status={transfer.status === "confirmed" ? "confirmed" : "pending"}
            label={transfer.status.replace("_", " ")}
          />
        </p>
        <p className="break-all text-sm text-slate-600">
          Recorded {formatDateTime(transfer.createdAt)} · tx <span className="font-mono">{transfer.txId}</span>
        </p>
      </div>
      {transfer.status === "in_transit" && (
        <DecisionButton
          label="Confirm arrival"
          title="Confirm this transfer?"
          confirmLabel="Confirm"
          action={() => confirm.mutateAsync(transfer.id)}
        >
          {what}. The server checks the chain (to an address) or the exchange (to the exchange) before it counts as
          arrived.
        </DecisionButton>
      )}
    </li>
  );
}

/** (d) Transfers between locations: record with the transaction id, confirm, the ones in transit first. */
export function TreasuryTransfers() {
  const query = useTreasuryLocations();
  const data = query.data;
  const active = data?.locations.filter((l) => l.status === "active") ?? [];
  const names = new Map((data?.locations ?? []).map((l) => [l.id, l.name]));
  const inTransit = data?.transfers.filter((t) => t.status === "in_transit") ?? [];
  const confirmed = data?.transfers.filter((t) => t.status === "confirmed") ?? [];
  return (
    <section aria-labelledby="transfers-heading" className="flex flex-col gap-3">
      <h2 id="transfers-heading" className="text-xl font-bold text-ink-900">
        Transfers
      </h2>
      <QueryResult query={query} pending={<Skeleton className="h-40 rounded-2xl" />}>
        {() => (
          <>
            <Card>
              <h3 className="font-semibold text-ink-900">In transit</h3>
              {inTransit.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600">Nothing in transit.</p>
              ) : (
                <ul aria-label="In transit">
                  {inTransit.map((t) => (
                    <TransferRow key={t.id} transfer={t} names={names} />
                  ))}
                </ul>
              )}
              {confirmed.length > 0 && (
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold text-slate-700">
                    Confirmed ({confirmed.length})
                  </summary>
                  <ul aria-label="Confirmed transfers">
                    {confirmed.map((t) => (
                      <TransferRow key={t.id} transfer={t} names={names} />
                    ))}
                  </ul>
                </details>
              )}
            </Card>
            <Card>
              <RecordTransferForm locations={active} />
            </Card>
          </>
        )}
      </QueryResult>
    </section>
  );
}
