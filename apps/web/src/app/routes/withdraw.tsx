import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Card, PageTitle } from "../../components/ui/misc.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useAddresses, useHoldHours } from "../../features/address-book/api/get-addresses.ts";
import { useTwoFactorStatus } from "../../features/security/api/get-two-factor-status.ts";
import { MyWithdrawals } from "../../features/withdrawals/components/my-withdrawals.tsx";
import { WithdrawForm } from "../../features/withdrawals/components/withdraw-form.tsx";
import { currentUserKey, useSession } from "../../lib/auth.tsx";
import { formatDollars } from "../../lib/format.ts";

export function Component() {
  const { user } = useSession();
  const client = useQueryClient();
  // Withdrawals go only to saved addresses: the address book lists them.
  const addresses = useAddresses();
  const holdHours = useHoldHours();
  // With two-factor on, the withdrawal asks for a code.
  const twoFactor = useTwoFactorStatus();
  // Admin decisions happen elsewhere: show the wallet as the ledger has it now.
  useEffect(() => {
    client.invalidateQueries({ queryKey: currentUserKey });
  }, [client]);
  if (!user || addresses.isPending || twoFactor.isPending) return <PageSpinner />;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 lg:grid-cols-2">
      <div>
        <PageTitle subtitle="The amount is reserved from your wallet at once and paid out after an admin approves it.">
          Withdraw
        </PageTitle>
        <Card>
          <div className="mb-4 flex items-baseline justify-between gap-3">
            <p className="font-semibold text-ink-900">@{user.username}</p>
            <p className="text-sm text-slate-600">
              Wallet balance{" "}
              <strong className="text-lg text-ink-900" data-testid="withdraw-balance">
                {formatDollars(user.wallet)}
              </strong>
            </p>
          </div>
          <WithdrawForm
            balance={user.wallet}
            destinations={addresses.data ?? []}
            holdHours={holdHours}
            needsCode={twoFactor.data?.isEnabled ?? false}
          />
        </Card>
      </div>
      <Card className="self-start">
        <h2 className="mb-2 text-lg font-semibold text-ink-900">Your withdrawal requests</h2>
        <MyWithdrawals />
      </Card>
    </div>
  );
}
