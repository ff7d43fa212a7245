import { useLocation } from "react-router";
import { PageTitle } from "../../components/ui/misc.tsx";
import { WarningNotice } from "../../components/ui/warning-notice.tsx";
import { AntiPhishingSection } from "../../features/account-guard/components/anti-phishing-section.tsx";
import { FreezeSection } from "../../features/account-guard/components/freeze-section.tsx";
import { SettingsLockSection } from "../../features/account-guard/components/settings-lock-section.tsx";
import { AddressBookSection } from "../../features/address-book/components/address-book-section.tsx";
import { EmailSection } from "../../features/email-proof/components/email-section.tsx";
import { TermsSection } from "../../features/legal/components/terms-section.tsx";
import { EventsSection } from "../../features/security/components/events-section.tsx";
import { PasskeysSection } from "../../features/security/components/passkeys-section.tsx";
import { PasswordSection } from "../../features/security/components/password-section.tsx";
import { SessionsSection } from "../../features/security/components/sessions-section.tsx";
import { StepUpSection } from "../../features/security/components/step-up-section.tsx";
import { TwoFactorSection } from "../../features/security/components/two-factor-section.tsx";

/** The member's security page: devices, two-factor, password and what happened lately (one section a line). */
export function Component() {
  // Why the member was sent here (e.g. an admin without two-factor), if they were.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle subtitle="Who is signed in to your account, your password, and every security event in plain words.">
        Security
      </PageTitle>
      {notice && (
        <WarningNotice role="alert" className="p-4">
          {notice}
        </WarningNotice>
      )}
      <StepUpSection />
      <FreezeSection />
      <SessionsSection />
      <TwoFactorSection />
      <PasskeysSection />
      <PasswordSection />
      <EmailSection />
      <AddressBookSection />
      <SettingsLockSection />
      <AntiPhishingSection />
      <TermsSection />
      <EventsSection />
    </div>
  );
}
