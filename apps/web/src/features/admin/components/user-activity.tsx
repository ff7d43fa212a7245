import { COIN_LABELS, type TDepositStatus, type TUserOverview } from "@vaultline/shared";
import { StatusBadge } from "../../../components/ui/misc.tsx";
import { DEPOSIT_STATUS_LABELS, formatDateTime, formatDollars } from "../../../lib/format.ts";
import { SimpleTable } from "./simple-table.tsx";

type Badge = Parameters<typeof StatusBadge>[0]["status"];

const LEDGER_KINDS: Record<string, string> = {
  deposit_payout: "Investment payout",
  admin_adjustment: "Admin adjustment",
  withdrawal: "Withdrawal",
  withdrawal_release: "Withdrawal released",
  course_purchase: "Course purchase",
  position_move: "Moved from a plan",
};

const when = { header: "Date", cell: (r: { createdAt: string }) => formatDateTime(r.createdAt) };
const amount = { header: "Amount", isNumeric: true, cell: (r: { amount: number }) => formatDollars(r.amount) };
const status = {
  header: "Status",
  cell: (r: { status: string; denyReason?: string | null }, label?: string) => (
    <span className="flex flex-col gap-1">
      <StatusBadge status={r.status as Badge} label={label} />
      {r.denyReason && <span className="text-xs text-slate-600">{r.denyReason}</span>}
    </span>
  ),
};

/** Everything money-related about one user, newest first (up to 100 of each). */
export function UserActivity({ overview }: { overview: TUserOverview }) {
  return (
    <div className="flex flex-col gap-6">
      <SimpleTable
        caption="Wallet history (ledger)"
        empty="No wallet entries yet."
        rows={overview.ledger}
        columns={[
          when,
          { header: "Kind", cell: (e) => LEDGER_KINDS[e.kind] ?? e.kind },
          { header: "Reason", cell: (e) => e.reason ?? "—" },
          {
            header: "Amount",
            isNumeric: true,
            cell: (e) => (
              <span className={e.amount < 0 ? "text-red-700" : "text-teal-700"}>
                {e.amount > 0 ? "+" : ""}
                {formatDollars(e.amount)}
              </span>
            ),
          },
        ]}
      />
      <SimpleTable
        caption="Deposits"
        empty="No deposits yet."
        rows={overview.deposits}
        columns={[
          when,
          { header: "Plan", cell: (d) => d.planName },
          { header: "Method", cell: (d) => d.method },
          // A deposit's status in plain words ("Moved to wallet", never "withdrawn").
          { ...status, cell: (d) => status.cell(d, DEPOSIT_STATUS_LABELS[d.status as TDepositStatus]) },
          amount,
        ]}
      />
      <SimpleTable
        caption="Withdrawals"
        empty="No withdrawals yet."
        rows={overview.withdrawals}
        columns={[
          when,
          {
            header: "Destination",
            cell: (w) => (
              <span className="block max-w-56 truncate" title={w.address}>
                {COIN_LABELS[w.network].withNetwork}: {w.address}
              </span>
            ),
          },
          status,
          amount,
        ]}
      />
      <SimpleTable
        caption="Course payments"
        empty="No course payments yet."
        rows={overview.coursePayments}
        columns={[
          when,
          { header: "Course", cell: (c) => (c.course === "fullPay" ? "Full payment" : "Monthly") },
          { header: "Method", cell: (c) => c.method },
          status,
          amount,
        ]}
      />
    </div>
  );
}
