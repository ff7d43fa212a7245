import { DEMO_MESSAGES, PRICE_MESSAGES, type TPriceSource } from "@vaultline/shared";
import { FlaskConical } from "lucide-react";

/** The label every demo screen carries: nothing here is real money. */
export function DemoBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border-2 border-amber-400 bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
      <FlaskConical size={16} aria-hidden="true" />
      {DEMO_MESSAGES.label}
    </span>
  );
}

/** Says where prices come from; a simulated series is never shown as a market price. */
export function PriceSourceBadge({ source }: { source: TPriceSource }) {
  return source === "simulated" ? (
    <span className="inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
      {PRICE_MESSAGES.simulatedLabel}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      Live prices from Kraken
    </span>
  );
}
