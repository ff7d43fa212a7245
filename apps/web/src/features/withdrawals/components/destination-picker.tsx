import { COIN_LABELS, holdPeriodText, type TSavedAddress } from "@vaultline/shared";
import { useId } from "react";
import { formatDateTime } from "../../../lib/format.ts";

/** One radio per saved address; one still in its holding period shows when it can be used and cannot be chosen. */
export function DestinationPicker({
  destinations,
  value,
  onChange,
  error,
  holdHours = null,
}: {
  destinations: TSavedAddress[];
  /** How long a new address is held (the server's setting); null while unknown. */
  holdHours?: number | null;
  value: string | null;
  onChange: (id: string) => void;
  error: string | null;
}) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">Destination address</legend>
      {destinations.length === 0 && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          Withdrawals go only to addresses in your address book. Add one first
          {holdHours === null ? "." : `: it can be used ${holdPeriodText(holdHours)}.`}
        </p>
      )}
      {destinations.map((d) => (
        <label
          key={d.id}
          className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${
            d.isUsable ? "border-slate-200" : "border-dashed border-slate-200 text-slate-500"
          }`}
        >
          <input
            type="radio"
            name="destination"
            className="mt-1"
            checked={value === d.id}
            disabled={!d.isUsable}
            onChange={() => onChange(d.id)}
          />
          <span className="min-w-0">
            <span className="block font-semibold">
              {d.label ?? COIN_LABELS[d.network].withNetwork}
              {d.label && <span className="font-normal text-slate-600"> · {COIN_LABELS[d.network].withNetwork}</span>}
            </span>
            <code className="block break-all font-mono text-xs">{d.address}</code>
            {!d.isUsable && (
              <span className="block text-xs text-amber-800">Usable from {formatDateTime(d.usableFrom)}</span>
            )}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
