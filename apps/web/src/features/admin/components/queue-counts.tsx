import type { TAdminDashboard } from "@vaultline/shared";
import { formatCount } from "@vaultline/shared";
import { ArrowDownToLine, BadgeCheck, BookOpen, Users, Wallet } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";

const CARDS = [
  { key: "pendingDeposits", label: "Pending deposits", to: paths.admin.allDeposits, icon: Wallet },
  { key: "users", label: "Registered users", to: paths.admin.users, icon: Users },
  { key: "pendingVerifications", label: "Pending verifications", to: paths.admin.allRequests, icon: BadgeCheck },
  { key: "pendingWithdrawals", label: "Pending withdrawals", to: paths.admin.withdrawals, icon: ArrowDownToLine },
  { key: "pendingCoursePayments", label: "Pending course payments", to: paths.admin.coursePayments, icon: BookOpen },
] as const;

/** One card per queue; each opens its queue. */
export function QueueCounts({ counts }: { counts: TAdminDashboard["counts"] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5">
      {CARDS.map(({ key, label, to, icon: Icon }) => (
        <li key={key}>
          <Link
            to={to}
            data-testid={`count-${key}`}
            className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span className="rounded-xl bg-brand-100 p-2.5 text-brand-800">
              <Icon size={22} aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-2xl font-bold text-ink-900" data-testid="count-value">
                {formatCount(counts[key])}
              </span>
              <span className="block text-sm text-slate-600">{label}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
