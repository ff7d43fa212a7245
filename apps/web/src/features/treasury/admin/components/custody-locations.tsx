import type { TDeclaredBalance, THeldAsset, TTreasuryLocation } from "@vaultline/shared";
import { HELD_ASSETS, PROOF_MIME_TYPES, type TLocationProposal, ZLocationProposal } from "@vaultline/shared";
import { type FormEvent, useState } from "react";
import { z } from "zod";
import { Button } from "../../../../components/ui/button.tsx";
import { FileInput } from "../../../../components/ui/file-input.tsx";
import { Form } from "../../../../components/ui/form.tsx";
import { Card, EmptyState, ErrorNotice, FormError } from "../../../../components/ui/misc.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { errorMessage, fetchFileUrl } from "../../../../lib/api-client.ts";
import { useSession } from "../../../../lib/auth.tsx";
import { formatDate } from "../../../../lib/format.ts";
import { useDecideDeclaredBalance } from "../api/decide-declared-balance.ts";
import { useDecideLocation } from "../api/decide-location.ts";
import { useEnterDeclaredBalance } from "../api/enter-declared-balance.ts";
import { useTreasuryLocations } from "../api/get-locations.ts";
import { useProposeLocation } from "../api/propose-location.ts";
import { DecisionButton } from "./decision-button.tsx";
import { SelectField } from "./select-field.tsx";
import { ASSET_NAMES, formatAssetUnits, parseAssetUnits } from "./treasury-format.ts";

const KIND_LABELS: Record<TTreasuryLocation["kind"], string> = {
  onchain: "On-chain address",
  exchange: "Exchange account",
  declared: "Declared (bank, custodian)",
};

const STATUS_CLASSES: Record<string, string> = {
  proposed: "bg-amber-100 text-amber-800",
  pending: "bg-amber-100 text-amber-800",
  active: "bg-teal-100 text-teal-800",
  confirmed: "bg-teal-100 text-teal-800",
  rejected: "bg-red-100 text-red-800",
  retired: "bg-slate-200 text-slate-700",
};

export function StatusPill({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status] ?? "bg-slate-200 text-slate-700"}`}
    >
      {label ?? status.replace("_", " ")}
    </span>
  );
}

const ASSETS: THeldAsset[] = ["BTC", "ETH", "USDT", "USD"];
const assetOptions = (assets: THeldAsset[]) => assets.map((a) => ({ value: a, label: ASSET_NAMES[a] }));

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
                confirmLabel="Approve"
                action={() => decide.mutateAsync({ id: location.id, decision: "approve" })}
              >
                {what} will count toward the reserves from now on, and /transparency will show it.
              </DecisionButton>
              <DecisionButton
                label="Refuse"
                title="Refuse this location?"
                confirmLabel="Refuse"
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
            confirmLabel="Retire"
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
    const parsed = ZLocationProposal.safeParse(toProposal(v));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
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
      {({ register, watch, setValue, formState: { errors, dirtyFields, isSubmitted } }) => {
        const kind = watch("kind");
        const shown = (field: keyof TProposalForm) =>
          dirtyFields[field] || isSubmitted ? errors[field]?.message : undefined;
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
                options={assetOptions(kind === "onchain" ? ["BTC", "ETH", "USDT"] : ASSETS)}
                onChange={(next) => setValue("asset", next, { shouldValidate: true, shouldDirty: true })}
              />
              <TextField label="Name" maxLength={100} error={shown("name")} {...register("name")} />
              {kind === "onchain" && (
                <TextField
                  label="Address"
                  maxLength={200}
                  spellCheck={false}
                  autoComplete="off"
                  error={shown("address")}
                  {...register("address")}
                />
              )}
            </div>
            <FormError error={propose.error} />
            {propose.isSuccess && (
              <p role="status" className="text-sm text-teal-800">
                Proposed. Another admin approves or refuses it in the list above.
              </p>
            )}
            <Button type="submit" className="self-start" isLoading={propose.isPending}>
              Propose location
            </Button>
          </>
        );
      }}
    </Form>
  );
}

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

/** (b) Custody locations and declared balances, each added by one admin and decided by another. */
export function CustodyLocations() {
  const query = useTreasuryLocations();
  const { user } = useSession();
  const data = query.data;
  const declaredLocations = data?.locations.filter((l) => l.kind === "declared" && l.status === "active") ?? [];
  return (
    <section aria-labelledby="locations-heading" className="flex flex-col gap-3">
      <h2 id="locations-heading" className="text-xl font-bold text-ink-900">
        Custody locations
      </h2>
      {query.isError ? (
        <ErrorNotice message={errorMessage(query.error)} onRetry={() => query.refetch()} />
      ) : !data ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : (
        <>
          <Card>
            {data.locations.length === 0 ? (
              <EmptyState title="No locations yet">
                Set RESERVE_ADDRESSES or EXCHANGE, or propose one below. Until then only the members' deposit addresses
                count.
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
          <Card>
            <h3 className="font-semibold text-ink-900">Declared balances</h3>
            {data.declared.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">No declared balance entered yet.</p>
            ) : (
              <ul aria-label="Declared balances">
                {data.declared.map((d) => (
                  <DeclaredRow
                    key={d.id}
                    balance={d}
                    location={data.locations.find((l) => l.id === d.locationId)}
                    myId={user?.id}
                  />
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
        </>
      )}
    </section>
  );
}
