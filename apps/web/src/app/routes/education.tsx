import { RISK_WARNING } from "@vaultline/shared";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { paths } from "../../config/paths.ts";
import { useCourse } from "../../features/course/api/get-course.ts";
import { TrialButton } from "../../features/course/components/trial-button.tsx";
import { CourseCards, TrialBanner } from "../../features/course-orders/components/course-cards.tsx";

// Below the fold and not needed for the first paint: its own chunk, never in the home bundle.
const EducationExtras = lazy(() =>
  import("../../features/course-orders/components/education-extras.tsx").then((m) => ({ default: m.EducationExtras })),
);

const lightLink =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/** The trial banner's button: start it, or go to the course when it is running or not available. */
function TrialAction() {
  const access = useCourse().data?.access;
  if (!access || access.canStartTrial || !access.isSignedIn) return <TrialButton tone="light" />;
  return (
    <Link to={paths.educationLearn} className={lightLink}>
      Go to the course
    </Link>
  );
}

function trialNote(access: ReturnType<typeof useCourse>["data"]): string | undefined {
  if (!access?.access.isSignedIn || access.access.canStartTrial) return undefined;
  if (access.access.kind === "trial") return `Your trial is running: ${access.access.daysLeft} days left.`;
  if (access.access.kind !== "none") return "You have access to the whole course.";
  return "You have used your free trial. The first module stays free; a package opens the rest.";
}

export function Component() {
  const course = useCourse();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Trading education</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          Learn to trade crypto with a plan
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          Short, plain lessons with a quiz after every module, a demo account to practise on with virtual money, and a
          course that puts risk management first.{" "}
          <Link to={paths.educationLearn} className="font-semibold text-brand-700 underline">
            Read the free first module
          </Link>
          .
        </p>
      </header>
      <CourseCards counts={course.data?.counts ?? null} />
      <TrialBanner action={<TrialAction />} note={trialNote(course.data)} />
      <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <strong>Risk warning: </strong>
        {RISK_WARNING} The course is education, not financial advice, and no course can promise a profit.
      </p>
      <Suspense fallback={<Skeleton className="h-96 w-full rounded-3xl" />}>
        <EducationExtras />
      </Suspense>
    </div>
  );
}
