import { DEMO_MESSAGES, type TDemoAccount } from "@vaultline/shared";
import { formatDollars } from "../../../lib/format.ts";
import { SignedDollars } from "./signed-dollars.tsx";

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums text-ink-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Virtual cash, total value and P&L of the demo account. */
export function AccountSummary({ account }: { account: TDemoAccount }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Figure label={DEMO_MESSAGES.cashLabel} testId="demo-cash">
        {formatDollars(account.cash)}
      </Figure>
      <Figure label="Total value (virtual)">{account.equity === null ? "—" : formatDollars(account.equity)}</Figure>
      <Figure label="Realised P&L" testId="demo-realised">
        <SignedDollars value={account.realisedPnl} />
      </Figure>
      <Figure label="Unrealised P&L">
        <SignedDollars value={account.unrealisedPnl} />
      </Figure>
    </dl>
  );
}
