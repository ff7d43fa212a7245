import { DEMO_MESSAGES, type TDemoAccount } from "@vaultline/shared";
import { Fact } from "../../../components/ui/fact.tsx";
import { formatDollars } from "../../../lib/format.ts";
import { SignedDollars } from "./signed-dollars.tsx";

const FIGURE = {
  className: "rounded-xl bg-slate-50 p-3",
  labelClassName: "text-xs font-medium text-slate-600",
  valueClassName: "mt-0.5 text-lg font-semibold tabular-nums text-ink-900",
};

/** Virtual cash, total value and P&L of the demo account. */
export function AccountSummary({ account }: { account: TDemoAccount }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Fact {...FIGURE} label={DEMO_MESSAGES.cashLabel} valueTestId="demo-cash">
        {formatDollars(account.cash)}
      </Fact>
      <Fact {...FIGURE} label="Total value (virtual)">
        {account.equity === null ? "—" : formatDollars(account.equity)}
      </Fact>
      <Fact {...FIGURE} label="Realised P&L" valueTestId="demo-realised">
        <SignedDollars value={account.realisedPnl} />
      </Fact>
      <Fact {...FIGURE} label="Unrealised P&L">
        <SignedDollars value={account.unrealisedPnl} />
      </Fact>
    </dl>
  );
}
