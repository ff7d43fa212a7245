import { PageTitle } from "../../components/ui/misc.tsx";
import { CourseAccessCard } from "../../features/education/components/course-access.tsx";
import { ProfilePictureChanger } from "../../features/profile/components/profile-picture.tsx";
import { VerificationStatusCard } from "../../features/verification/components/verification-status.tsx";
import { useSession } from "../../lib/auth.tsx";

// The money work (issue 3) owns this screen; the identity and education slots stay composed here.
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle>Dashboard</PageTitle>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="flex flex-col gap-4">
          <ProfilePictureChanger />
        </aside>
        <div className="flex flex-col gap-6">
          <VerificationStatusCard />
          <CourseAccessCard />
        </div>
      </div>
    </div>
  );
}
