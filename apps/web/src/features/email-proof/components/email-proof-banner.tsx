import { MailWarning } from "lucide-react";
import { NoticeBar } from "../../../components/ui/notice-bar.tsx";
import { useSession } from "../../../lib/auth.tsx";
import { ResendLinkButton } from "./resend-link-button.tsx";

/** Until the member opens the link we mailed, deposits, withdrawals and course payments wait: say so, with "resend". */
export function EmailProofBanner() {
  const { user } = useSession();
  if (!user || user.isEmailConfirmed) return null;
  return (
    <NoticeBar label="Confirm your e-mail address" icon={MailWarning} actions={<ResendLinkButton />}>
      <strong>Confirm your e-mail address.</strong> We sent a link to <strong>{user.email}</strong>. Deposits,
      withdrawals and course payments wait until you open it.
    </NoticeBar>
  );
}
