import type { TUser } from "@vaultline/shared";
import { AvatarCard } from "../../../../components/ui/avatar.tsx";
import { useBanner } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, StatusBadge } from "../../../../components/ui/misc.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useSession } from "../../../../lib/auth.tsx";
import { useSetUserVerified } from "../api/set-user-verified.ts";

/** Verify or unverify one user directly; an admin cannot unverify themselves (the server refuses too). */
export function UserVerifyPanel({ user }: { user: TUser }) {
  const { user: me } = useSession();
  const { showBanner, clearBanner } = useBanner();
  const mutation = useSetUserVerified();
  const isSelf = me?.id === user.id;
  const next = !user.isVerified;
  return (
    <Card className="max-w-xl">
      <AvatarCard
        user={user}
        size={64}
        className="flex items-center gap-4"
        nameClassName="text-lg font-semibold text-ink-900"
        handle={`@${user.username} · ${user.email}`}
      />
      <div className="mt-4 flex items-center gap-2 text-sm">
        Status:
        <StatusBadge
          status={user.isVerified ? "verified" : "unverified"}
          label={user.isVerified ? "Verified" : "Not verified"}
        />
      </div>
      <Button
        className="mt-5"
        variant={next ? "primary" : "danger"}
        disabled={isSelf && !next}
        isLoading={mutation.isPending}
        onClick={async () => {
          clearBanner();
          try {
            const result = await mutation.mutateAsync({ id: user.id, isVerified: next });
            showBanner(result.message, "success");
          } catch (error) {
            showBanner(errorMessage(error, "Unable to verify"), "error");
          }
        }}
      >
        {next ? "Verify user" : "Unverify user"}
      </Button>
      {isSelf && !next && (
        <p className="mt-2 text-sm text-slate-600">You cannot unverify your own account. Ask another admin.</p>
      )}
    </Card>
  );
}
