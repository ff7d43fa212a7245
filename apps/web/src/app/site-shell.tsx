import { PublicShell } from "../components/layouts/public-shell.tsx";
import { paths } from "../config/paths.ts";
import { useHasCourseAccess } from "../features/course/api/get-course.ts";
import { TermsPrompt } from "../features/legal/components/terms-prompt.tsx";

const DEMO_LINK = [{ to: paths.educationDemo, label: "Demo trading", end: false }];

/** The site's shell with what a member has earned: the demo account comes with course access or a trial. */
export function SiteShell() {
  const hasCourseAccess = useHasCourseAccess();
  return <PublicShell memberNotice={<TermsPrompt />} memberExtras={hasCourseAccess ? DEMO_LINK : []} />;
}
