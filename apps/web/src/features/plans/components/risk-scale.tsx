import { riskMeaning } from "../risk-meaning.ts";

/** The 1–7 scale with the plan's class marked, its bands and what the class means. */
export function RiskScale({ riskClass, bands }: { riskClass: number | null; bands: string[] }) {
  return (
    <div className="flex flex-col gap-3">
      <ol className="grid grid-cols-7 gap-1" aria-label="Risk scale from 1 (lowest) to 7 (highest)">
        {[1, 2, 3, 4, 5, 6, 7].map((n) => {
          const isCurrent = n === riskClass;
          return (
            <li
              key={n}
              aria-current={isCurrent ? "true" : undefined}
              className={`flex h-10 items-center justify-center rounded-md text-sm font-bold ${
                isCurrent
                  ? "bg-brand-700 text-white ring-2 ring-brand-600 ring-offset-2"
                  : "bg-slate-100 text-slate-500"
              }`}
            >
              {n}
              {isCurrent && <span className="sr-only"> (this plan)</span>}
            </li>
          );
        })}
      </ol>
      <div className="flex justify-between text-xs text-slate-500">
        <span>Lower risk, usually lower returns</span>
        <span className="text-right">Higher risk, possibly higher returns</span>
      </div>
      <p className="text-sm text-slate-700">{riskMeaning(riskClass)}</p>
      <details className="text-sm text-slate-600">
        <summary className="cursor-pointer font-semibold text-brand-700">How the class is measured</summary>
        <p className="mt-2">
          From the plan's own daily values since launch: how much they moved, as a yearly percentage (its volatility),
          put in one of seven bands, as European fund factsheets do.
        </p>
        <ul className="mt-1 list-inside list-disc">
          {bands.map((band) => (
            <li key={band}>{band}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
