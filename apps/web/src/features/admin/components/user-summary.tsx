import type { TUser } from "@vaultline/shared";
import { useState } from "react";
import { AvatarCard } from "../../../components/ui/avatar.tsx";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Fact } from "../../../components/ui/fact.tsx";
import { Card, StatusBadge } from "../../../components/ui/misc.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDate, formatDollars } from "../../../lib/format.ts";
import { useAdminGrants } from "../api/admin-grants.ts";
import { useSetAdmin } from "../api/set-admin.ts";
import { useSetVerified } from "../api/set-verified.ts";

/** Only brand, last 4 and expiry are stored (docs/product-rules.md §1): "VISA •••• 4242, 12/27". */
export function maskedCard(card: NonNullable<TUser["cardDetails"]>): string {
  return `${card.brand.toUpperCase()} •••• ${card.last4}, ${card.expiryDate}`;
}

const ROW = {
  className: "flex flex-col gap-0.5 sm:flex-row sm:gap-4",
  labelClassName: "w-32 shrink-0 text-sm text-slate-500",
  valueClassName: "min-w-0 break-words font-medium text-ink-900",
};

/**
 * A change to one's own account, or to someone's admin rights, is confirmed first: the dialog stays
 * open while the change is sent and shows a refusal until the next attempt.
 */
function ToggleButton({
  label,
  confirmLabel,
  consequence,
  needsConfirm,
  isLoading,
  variant,
  onConfirm,
}: {
  label: string;
  confirmLabel: string;
  /** What confirming does, said in the dialog. */
  consequence: string;
  needsConfirm: boolean;
  isLoading: boolean;
  variant: "primary" | "secondary";
  /** Sends the change; rejects with the refusal. */
  onConfirm: () => Promise<void>;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async () => {
    setError(null);
    try {
      await onConfirm();
      setIsConfirming(false);
    } catch (refusal) {
      setError(errorMessage(refusal));
    }
  };
  if (!needsConfirm) {
    return (
      <div className="flex flex-col gap-1">
        <Button variant={variant} isLoading={isLoading} onClick={act}>
          {label}
        </Button>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <ConfirmDialog
      trigger={label}
      isTriggerDisabled={isLoading}
      title={`${label}?`}
      confirmLabel={confirmLabel}
      isPending={isLoading}
      open={isConfirming}
      onOpenChange={(open) => {
        setIsConfirming(open);
        setError(null);
      }}
      onConfirm={act}
      error={error}
    >
      {consequence}
    </ConfirmDialog>
  );
}

export function UserSummary({ user, viewerId }: { user: TUser; viewerId: string | undefined }) {
  const { showBanner, clearBanner } = useBanner();
  const setVerified = useSetVerified();
  const setAdmin = useSetAdmin();
  const grants = useAdminGrants(user.id);
  const isSelf = user.id === viewerId;
  const isGrantWaiting = !user.isAdmin && Boolean(grants.data?.length);
  const run = async (action: () => Promise<{ message: string }>) => {
    clearBanner();
    showBanner((await action()).message, "success");
  };
  return (
    <Card className="flex flex-col gap-5">
      <AvatarCard
        user={user}
        size={72}
        className="flex items-center gap-4"
        nameClassName="truncate text-xl font-bold text-ink-900"
        handleClassName="truncate text-slate-600"
      >
        <p className="mt-1 flex flex-wrap gap-1">
          <StatusBadge status={user.isVerified ? "verified" : "unverified"} />
          {user.isAdmin && <StatusBadge status="withdrawn" label="Admin" />}
        </p>
      </AvatarCard>
      <dl className="flex flex-col gap-3">
        <Fact {...ROW} label="E-mail">
          {user.email}
        </Fact>
        <Fact {...ROW} label="Wallet balance">
          <span data-testid="wallet-balance" className="tabular-nums">
            {formatDollars(user.wallet)}
          </span>
        </Fact>
        <Fact {...ROW} label="Card">
          {user.cardDetails ? (
            <>
              {maskedCard(user.cardDetails)}
              {user.cardDetails.cardName && (
                <span className="block text-sm font-normal text-slate-600">{user.cardDetails.cardName}</span>
              )}
            </>
          ) : (
            <span className="font-normal text-slate-500">No card on file</span>
          )}
        </Fact>
        <Fact {...ROW} label="Member since">
          {formatDate(user.createdAt)}
        </Fact>
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <ToggleButton
          label={user.isVerified ? "Unverify" : "Verify"}
          confirmLabel="Yes, unverify my own account"
          consequence="Your own account will no longer be verified: it cannot withdraw until it is verified again."
          needsConfirm={isSelf && user.isVerified}
          variant={user.isVerified ? "secondary" : "primary"}
          isLoading={setVerified.isPending}
          onConfirm={() => run(() => setVerified.mutateAsync({ userId: user.id, isVerified: !user.isVerified }))}
        />
        {!isSelf && isGrantWaiting && <StatusBadge status="pending" label="Waiting for a second admin" />}
        {!isSelf && !isGrantWaiting && (
          <ToggleButton
            label={user.isAdmin ? "Remove admin rights" : "Make admin"}
            confirmLabel={user.isAdmin ? "Yes, remove admin rights" : "Yes, make admin"}
            consequence={
              user.isAdmin
                ? `@${user.username} will no longer reach the admin screens.`
                : `A second admin must approve: then @${user.username} will reach every admin screen: members, money, verification, plans and content.`
            }
            needsConfirm
            variant="secondary"
            isLoading={setAdmin.isPending}
            onConfirm={() => run(() => setAdmin.mutateAsync({ userId: user.id, isAdmin: !user.isAdmin }))}
          />
        )}
      </div>
    </Card>
  );
}
