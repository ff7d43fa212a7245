import { CheckCircle2, CircleX, Clock } from "lucide-react";
import { Link } from "react-router";
import { CopyButton } from "../../../components/crypto-payment/copy-button.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Card, StatusBadge } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import type { Receipt } from "../receipt-content.ts";

const ICONS = {
  pending: <Clock size={40} aria-hidden="true" className="text-amber-600" />,
  denied: <CircleX size={40} aria-hidden="true" className="text-red-700" />,
  cancelled: <CircleX size={40} aria-hidden="true" className="text-slate-500" />,
  done: <CheckCircle2 size={40} aria-hidden="true" className="text-brand-700" />,
};

/** A confirmation of one money move: what happened, its reference, what happens next and when. */
export function ReceiptView({ receipt, reference }: { receipt: Receipt; reference: string }) {
  const icon =
    receipt.status === "pending" || receipt.status === "denied" || receipt.status === "cancelled"
      ? ICONS[receipt.status]
      : ICONS.done;
  return (
    <Card className="flex flex-col gap-5 print:border-0 print:shadow-none">
      <header className="flex items-start gap-4">
        {icon}
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-ink-900">{receipt.title}</h1>
          <div>
            <StatusBadge status={receipt.status} label={receipt.statusLabel} />
          </div>
        </div>
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {receipt.rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className={`font-medium text-ink-900 ${row.isCode ? "break-all font-mono text-xs" : ""}`}>
              {row.href ? (
                <a href={row.href} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                  {row.value}
                  <span className="sr-only"> (opens the explorer)</span>
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
        <dt className="text-slate-600">Reference</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <code className="break-all text-xs text-ink-900" data-testid="receipt-reference">
            {reference}
          </code>
          <CopyButton text={reference} label="Copy reference" copiedLabel="Reference copied" />
        </dd>
      </dl>
      <section aria-labelledby="receipt-next" className="rounded-xl bg-slate-50 p-4">
        <h2 id="receipt-next" className="font-semibold text-ink-900">
          What happens next
        </h2>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
          {receipt.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-2 print:hidden">
        {receipt.link && (
          <Link to={receipt.link.to} className={buttonClass()}>
            {receipt.link.label}
          </Link>
        )}
        {receipt.link?.to !== paths.dashboard && (
          <Link to={paths.dashboard} className={buttonClass("secondary")}>
            Dashboard
          </Link>
        )}
        <button type="button" className={buttonClass("secondary")} onClick={() => window.print()}>
          Print
        </button>
      </div>
    </Card>
  );
}
