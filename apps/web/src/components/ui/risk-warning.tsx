import { RISK_WARNING } from "@vaultline/shared";

/** The risk warning every page that offers a plan carries. */
export function RiskWarning({ className = "" }: { className?: string }) {
  return (
    <p
      role="note"
      className={`flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 ${className}`}
    >
      <span aria-hidden="true" className="font-bold">
        ⚠
      </span>
      <span>
        <strong className="font-semibold">Risk warning: </strong>
        {RISK_WARNING}
      </span>
    </p>
  );
}
