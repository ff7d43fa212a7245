import type { TTreasuryLocation } from "@vaultline/shared";
import { HELD_ASSETS, type TLocationProposal, ZLocationProposal } from "@vaultline/shared";
import { z } from "zod";
import { Form } from "../../../../components/ui/form.tsx";
import { FormTextField } from "../../../../components/ui/form-controls.tsx";
import { Card, EmptyState } from "../../../../components/ui/misc.tsx";
import { QueryResult } from "../../../../components/ui/query-result.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { useSession } from "../../../../lib/auth.tsx";
import { useDecideLocation } from "../api/decide-location.ts";
import { useTreasuryLocations } from "../api/get-locations.ts";
import { useProposeLocation } from "../api/propose-location.ts";
import { DecisionButton } from "./decision-button.tsx";
import { DeclaredBalances } from "./declared-balances.tsx";
import { FormFooter } from "./form-footer.tsx";
import { SelectField } from "./select-field.tsx";
import { StatusPill } from "./status-pill.tsx";
import { assetOptions } from "./treasury-format.ts";
import { checkRequest } from "./treasury-forms.ts";

const KIND_LABELS: Record<TTreasuryLocation["kind"], string> = {
  onchain: "On-chain address",
  exchange: "Exchange account",
  declared: "Declared (bank, custodian)",
};

/** One location's row: what it is, its state, and the decision it waits for. */
function LocationRow({ location, myId }: { location: TTreasuryLocation; myId: string | undefined }) {
  const decide = useDecideLocation();
  const what = `${location.name} (${KIND_LABELS[location.kind]}${location.asset ? `, ${location.asset}` : ""})`;
  const isMine = location.proposedBy === myId;
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          {location.name} <StatusPill status={location.status} />
        </p>
        <p className="text-sm text-slate-600">
          {KIND_LABELS[location.kind]}
          {location.asset && ` · ${location.asset}`}
          {location.origin === "config" && " · from the settings"}
        </p>
        {location.address && <p className="break-all font-mono text-xs text-slate-600">{location.address}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {location.status === "proposed" &&
          (isMine ? (
            <p className="text-sm text-slate-600">Waiting for a second admin to approve it.</p>
          ) : (
            <>
              <DecisionButton
                label="Approve"
                title="Approve this location?"
                action={() => decide.mutateAsync({ id: location.id, decision: "approve" })}
              >
                {what} will count toward the reserves from now on, and /transparency will show it.
              </DecisionButton>
              <DecisionButton
                label="Refuse"
                title="Refuse this location?"
                variant="danger"
                action={() => decide.mutateAsync({ id: location.id, decision: "reject" })}
              >
                {what} will not count. Another admin may propose it again.
              </DecisionButton>
            </>
          ))}
        {location.status === "active" && location.kind !== "exchange" && (
          <DecisionButton
            label="Retire"
            title="Retire this location?"
            variant="danger"
            action={() => decide.mutateAsync({ id: location.id, decision: "retire" })}
          >
            {what} stops counting toward the reserves. Move its coins first, or the treasury will show a shortfall.
          </DecisionButton>
        )}
      </div>
    </li>
  );
}

/** The proposal as typed: the shared request schema decides, the address only for an on-chain location. */
const ZProposalForm = z
  .object({ name: z.string(), kind: z.enum(["onchain", "declared"]), asset: z.enum(HELD_ASSETS), address: z.string() })
  .superRefine((v, ctx) => {
    if (v.kind === "onchain" && v.asset === "USD") {
      ctx.addIssue({ code: "custom", path: ["asset"], message: "An on-chain address holds BTC, ETH or USDT" });
    }
    if (v.kind === "onchain" && v.address.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["address"], message: "Enter the address" });
    }
    checkRequest(ZLocationProposal, toProposal(v), ctx);
  });
type TProposalForm = z.infer<typeof ZProposalForm>;
const PROPOSAL_DEFAULTS: TProposalForm = { name: "", kind: "onchain", asset: "BTC", address: "" };

function toProposal(v: TProposalForm): TLocationProposal {
  return {
    name: v.name.trim(),
    kind: v.kind,
    asset: v.asset,
    ...(v.kind === "onchain" ? { address: v.address.trim() } : {}),
  };
}

function ProposeLocationForm() {
  const propose = useProposeLocation();
  return (
    <Form
      schema={ZProposalForm}
      defaultValues={PROPOSAL_DEFAULTS}
      aria-label="Propose a location"
      className="flex flex-col gap-3"
      onSubmit={async (values, form) => {
        const done = await propose.mutateAsync(toProposal(values)).catch(() => null);
        if (done) form.reset(PROPOSAL_DEFAULTS);
      }}
    >
      {(form) => {
        const { watch, setValue } = form;
        const kind = watch("kind");
        return (
          <>
            <h3 className="font-semibold text-ink-900">Propose a location</h3>
            <p className="text-sm text-slate-600">
              It counts once a second admin approves it. The exchange account comes from the settings (EXCHANGE).
            </p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <SelectField
                label="Kind"
                value={kind}
                options={[
                  { value: "onchain", label: KIND_LABELS.onchain },
                  { value: "declared", label: KIND_LABELS.declared },
                ]}
                onChange={(next) => {
                  setValue("kind", next, { shouldValidate: true, shouldDirty: true });
                  if (next === "onchain" && watch("asset") === "USD")
                    setValue("asset", "BTC", { shouldValidate: true });
                }}
              />
              <SelectField
                label="Asset"
                value={watch("asset")}
                options={assetOptions(kind === "onchain" ? ["BTC", "ETH", "USDT"] : HELD_ASSETS)}
                onChange={(next) => setValue("asset", next, { shouldValidate: true, shouldDirty: true })}
              />
              <FormTextField name="name" label="Name" maxLength={100} />
              {kind === "onchain" && (
                <FormTextField name="address" label="Address" maxLength={200} spellCheck={false} autoComplete="off" />
              )}
            </div>
            <FormFooter mutation={propose} done="Proposed. Another admin approves or refuses it in the list above.">
              Propose location
            </FormFooter>
          </>
        );
      }}
    </Form>
  );
}

/** (b) Custody locations and declared balances, each added by one admin and decided by another. */
export function CustodyLocations() {
  const query = useTreasuryLocations();
  const { user } = useSession();
  return (
    <section aria-labelledby="locations-heading" className="flex flex-col gap-3">
      <h2 id="locations-heading" className="text-xl font-bold text-ink-900">
        Custody locations
      </h2>
      <QueryResult query={query} pending={<Skeleton className="h-48 rounded-2xl" />}>
        {(data) => (
          <>
            <Card>
              {data.locations.length === 0 ? (
                <EmptyState title="No locations yet">
                  Set RESERVE_ADDRESSES or EXCHANGE, or propose one below. Until then only the members' deposit
                  addresses count.
                </EmptyState>
              ) : (
                <ul aria-label="Locations">
                  {data.locations.map((l) => (
                    <LocationRow key={l.id} location={l} myId={user?.id} />
                  ))}
                </ul>
              )}
            </Card>
            <Card>
              <ProposeLocationForm />
            </Card>
            <DeclaredBalances declared={data.declared} locations={data.locations} myId={user?.id} />
          </>
        )}
      </QueryResult>
    </section>
  );
}
