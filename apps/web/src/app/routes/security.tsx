import { PageTitle } from "../../components/ui/misc.tsx";
import { AddressBookSection } from "../../features/address-book/components/address-book-section.tsx";
import { EmailSection } from "../../features/email-proof/components/email-section.tsx";
import { EventsSection } from "../../features/security/components/events-section.tsx";
import { PasswordSection } from "../../features/security/components/password-section.tsx";
import { SessionsSection } from "../../features/security/components/sessions-section.tsx";

/** The member's security page: devices, password and what happened lately. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle subtitle="Who is signed in to your account, your password, and every security event in plain words.">
        Security
      </PageTitle>
      <SessionsSection />
      <PasswordSection />
      <EmailSection />
      <AddressBookSection />
      <EventsSection />
    </div>
  );
}
