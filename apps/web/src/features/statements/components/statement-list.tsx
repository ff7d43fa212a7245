import type { TStatementFormat } from "@vaultline/shared";
import { useState } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDollars } from "../../../lib/format.ts";
import { downloadStatement } from "../api/download-statement.ts";
import { useStatements } from "../api/get-statements.ts";

let monthName: Intl.DateTimeFormat | undefined;

/** `2026-03` → "March 2026" (the statement's month is a UTC calendar month). */
function formatMonth(month: string): string {
  monthName ??= new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });
  return monthName.format(new Date(`${month}-01T00:00:00Z`));
}

/** Every ended month with a statement, each downloadable as PDF or CSV (docs/statements.md). */
export function StatementList() {
  const query = useStatements();
  const { showBanner, clearBanner } = useBanner();
  const [busy, setBusy] = useState<string | null>(null);
  if (query.isPending) return <Spinner label="Loading statements" />;
  if (query.error) return <ErrorNotice message={query.error.message} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState title="No statements yet">
        A month's statement is ready once the month has ended, for every month your wallet or plans moved or held money.
      </EmptyState>
    );
  }
  const download = async (month: string, format: TStatementFormat) => {
    clearBanner();
    setBusy(`${month}-${format}`);
    try {
      await downloadStatement(month, format);
    } catch (error) {
      showBanner(errorMessage(error, "Unable to download the statement"), "error");
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="divide-y divide-slate-100" aria-label="Monthly statements">
      {query.data.map((s) => (
        <li key={s.month} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">{formatMonth(s.month)}</p>
            <p className="text-xs text-slate-500">
              Wallet {formatDollars(s.openingBalance)} → {formatDollars(s.closingBalance)} · {s.movements}{" "}
              {s.movements === 1 ? "movement" : "movements"}
            </p>
          </div>
          <div className="flex gap-2">
            {(["pdf", "csv"] as const).map((format) => (
              <Button
                key={format}
                variant="secondary"
                isLoading={busy === `${s.month}-${format}`}
                aria-label={`Download the ${formatMonth(s.month)} statement as ${format.toUpperCase()}`}
                onClick={() => download(s.month, format)}
              >
                {format.toUpperCase()}
              </Button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
