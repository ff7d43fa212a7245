import { useQueryClient } from "@tanstack/react-query";
import { ArrowDownToLine, KeyRound, LogOut, PlusCircle, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { Link } from "react-router";
import { useLogout } from "../../components/layouts/public-shell.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card, PageTitle, StatusBadge } from "../../components/ui/misc.tsx";
import { paths } from "../../config/paths.ts";
import { CourseCard } from "../../features/course/components/course-card.tsx";
import { MyCoursePayments } from "../../features/course-orders/components/my-course-payments.tsx";
import { DepositHistory } from "../../features/deposits/components/deposit-history.tsx";
import { PortfolioHeadline } from "../../features/deposits/components/portfolio-headline.tsx";
import { ProfilePictureChanger } from "../../features/profile/components/profile-picture.tsx";
import { StatementList } from "../../features/statements/components/statement-list.tsx";
import { VerificationStatusCard } from "../../features/verification/components/verification-status.tsx";
import { walletKey } from "../../features/wallet/api/keys.ts";
import { BalanceChart } from "../../features/wallet/components/balance-chart.tsx";
import { TransactionList } from "../../features/wallet/components/transaction-list.tsx";
import { MyWithdrawals } from "../../features/withdrawals/components/my-withdrawals.tsx";
import { currentUserKey, useSession } from "../../lib/auth.tsx";

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Card>
      {id && <span id={id} className="block scroll-mt-20" />}
      <h2 className="mb-3 text-lg font-semibold text-ink-900">{title}</h2>
      {children}
    </Card>
  );
}

const sideLink =
  "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700";

// Composes the money features with the identity and education slots owned by other features.
export function Component() {
  const { user } = useSession();
  const logout = useLogout();
  const client = useQueryClient();
  // Admin decisions happen elsewhere: show the wallet as the ledger has it now.
  useEffect(() => {
    client.invalidateQueries({ queryKey: currentUserKey });
  }, [client]);
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle>Dashboard</PageTitle>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="order-2 flex flex-col gap-4 lg:order-1">
          <ProfilePictureChanger />
          <nav
            aria-label="Account"
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-2 shadow-sm"
          >
            <Link to={paths.invest} className={sideLink}>
              <PlusCircle size={18} aria-hidden="true" /> Deposit
            </Link>
            <Link to={paths.verification} className={sideLink}>
              <ShieldCheck size={18} aria-hidden="true" /> Verify account
            </Link>
            <Link to={paths.withdraw} className={sideLink}>
              <ArrowDownToLine size={18} aria-hidden="true" /> Withdraw
            </Link>
            <Link to={paths.security} className={sideLink}>
              <KeyRound size={18} aria-hidden="true" /> Security
            </Link>
            <button type="button" onClick={logout} className={`${sideLink} text-left`}>
              <LogOut size={18} aria-hidden="true" /> Logout
            </button>
          </nav>
        </aside>
        <div className="order-1 flex min-w-0 flex-col gap-6 lg:order-2">
          <Card>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="text-lg font-semibold text-ink-900">
                    {user.name.firstname} {user.name.lastname}
                  </p>
                  <StatusBadge
                    status={user.isVerified ? "verified" : "unverified"}
                    label={user.isVerified ? "Verified" : "Not verified"}
                  />
                </div>
                <p className="text-sm text-slate-600">@{user.username}</p>
                <p className="text-sm wrap-anywhere text-slate-600">{user.email}</p>
              </div>
              <PortfolioHeadline wallet={user.wallet} />
            </div>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to={paths.invest} className={buttonClass("primary")}>
                Invest
              </Link>
              <Link to={paths.withdraw} className={buttonClass("secondary")}>
                Withdraw
              </Link>
            </div>
          </Card>
          <VerificationStatusCard />
          <Section title="Balance over time">
            <BalanceChart />
          </Section>
          <Section title="Your plans">
            <DepositHistory onWalletChanged={() => client.invalidateQueries({ queryKey: walletKey })} />
          </Section>
          <Section title="Transaction history">
            <TransactionList />
          </Section>
          <Section title="Monthly statements" id="statements">
            <StatementList />
          </Section>
          <Section title="Withdrawal requests">
            <MyWithdrawals />
          </Section>
          <CourseCard />
          <Section title="Course payments">
            <MyCoursePayments />
          </Section>
        </div>
      </div>
    </div>
  );
}
