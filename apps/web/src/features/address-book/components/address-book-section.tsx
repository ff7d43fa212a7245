import { COIN_LABELS, holdPeriodText, type TSavedAddress } from "@vaultline/shared";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Card, ErrorNotice, FormError } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useAddresses, useHoldHours } from "../api/get-addresses.ts";
import { useChain } from "../api/get-chain.ts";
import { useRemoveAddress } from "../api/remove-address.ts";
import { AddAddressForm } from "./add-address-form.tsx";

function SavedAddress({ entry, holdHours }: { entry: TSavedAddress; holdHours: number | null }) {
  const remove = useRemoveAddress();
  const name = entry.label ?? `${COIN_LABELS[entry.network].withNetwork} address`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" aria-label={name}>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink-900">
          {name}
          {entry.isUsable ? (
            <span className="ml-2 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-800">Ready</span>
          ) : (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              Usable from {formatDateTime(entry.usableFrom)}
            </span>
          )}
        </p>
        <p className="text-slate-600">{COIN_LABELS[entry.network].withNetwork}</p>
        <p className="break-all font-mono text-xs text-slate-700">{entry.address}</p>
        <FormError error={remove.error} />
      </div>
      <ConfirmDialog
        trigger="Remove"
        title="Remove this address?"
        confirmLabel="Remove address"
        isPending={remove.isPending}
        onConfirm={() => remove.submit(entry.id)}
      >
        <p>
          Withdrawals to <code className="break-all">{entry.address}</code> will stop.
          {holdHours !== 0 && " Adding it again starts a new wait before it can be used."}
        </p>
      </ConfirmDialog>
    </li>
  );
}

/** The member's withdrawal addresses: payouts go only to these, each usable a set time (the hold) after it is added. */
export function AddressBookSection() {
  const addresses = useAddresses();
  const chain = useChain();
  const holdHours = useHoldHours();
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === "#address-book") ref.current?.scrollIntoView();
  }, [hash]);
  return (
    <div id="address-book" ref={ref} className="scroll-mt-20">
      <Card>
        <h2 className="text-lg font-semibold text-ink-900">Withdrawal addresses</h2>
        <p className="mt-1 text-sm text-slate-600">
          Withdrawals go only to addresses saved here.
          {holdHours !== null && ` A new one can be used ${holdPeriodText(holdHours)}.`}
        </p>
        {addresses.isError && <ErrorNotice message={addresses.error.message} onRetry={() => addresses.refetch()} />}
        {addresses.isPending && <Skeleton className="mt-3 h-16 w-full" />}
        {addresses.data?.length === 0 && <p className="mt-3 text-sm text-slate-600">No saved addresses yet.</p>}
        {addresses.data && addresses.data.length > 0 && (
          <ul className="mt-3 divide-y divide-slate-100" aria-label="Saved withdrawal addresses">
            {addresses.data.map((entry) => (
              <SavedAddress key={entry.id} entry={entry} holdHours={holdHours} />
            ))}
          </ul>
        )}
        {!chain.isPending && <AddAddressForm chain={chain.data ?? "mainnet"} holdHours={holdHours} />}
      </Card>
    </div>
  );
}
