import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useResendEmailLink } from "../api/resend-email-link.ts";

/** "Send a new link": a fresh 24-hour link to the account's address. */
export function ResendLinkButton({ variant = "secondary" }: { variant?: "primary" | "secondary" }) {
  const resend = useResendEmailLink();
  const { showBanner } = useBanner();
  return (
    <Button
      variant={variant}
      isLoading={resend.isPending}
      onClick={async () => {
        try {
          showBanner((await resend.mutateAsync()).message, "success", 6000);
        } catch (error) {
          showBanner(errorMessage(error), "error", 6000);
        }
      }}
    >
      Send a new link
    </Button>
  );
}
