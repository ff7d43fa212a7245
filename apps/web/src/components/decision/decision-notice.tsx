import { CheckCircle2, X } from "lucide-react";
import { Link, useLocation } from "react-router";

/** What an admin decision did, said once it is recorded: the facts, the reference, where to see it again. */
export type TDecision = {
  title: string;
  facts: string[];
  reference: string;
  link?: { to: string; label: string };
};

/** The decision a page was sent here with (navigate(path, { state: { decision } })), if any. */
export function useDecisionFromLocation(): TDecision | null {
  return (useLocation().state as { decision?: TDecision } | null)?.decision ?? null;
}

export function DecisionNotice({ decision, onDismiss }: { decision: TDecision; onDismiss?: () => void }) {
  return (
    <section
      aria-label="Decision recorded"
      className="mb-6 flex gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4 text-sm text-teal-950"
    >
      <CheckCircle2 size={22} aria-hidden="true" className="shrink-0 text-teal-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold">{decision.title}</h2>
        <ul className="flex flex-col gap-0.5">
          {decision.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <p className="text-xs wrap-anywhere text-teal-900">
          Reference <code data-testid="decision-reference">{decision.reference}</code>
          {decision.link && (
            <>
              {" · "}
              <Link to={decision.link.to} className="font-semibold underline">
                {decision.link.label}
              </Link>
            </>
          )}
        </p>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="self-start rounded p-1 text-teal-800 hover:bg-teal-100"
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </section>
  );
}
