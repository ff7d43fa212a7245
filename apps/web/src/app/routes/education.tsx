import { lazy, Suspense } from "react";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { CourseCards, TrialBanner } from "../../features/education/components/course-cards.tsx";

// Below the fold and not needed for the first paint: its own chunk, never in the home bundle.
const EducationExtras = lazy(() =>
  import("../../features/education/components/education-extras.tsx").then((m) => ({ default: m.EducationExtras })),
);

export function Component() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Trading education</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          Learn to trade crypto with a plan
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          Live support, a demo account to practise on, and a course that puts risk management first.
        </p>
      </header>
      <CourseCards />
      <TrialBanner />
      <Suspense fallback={<Skeleton className="h-96 w-full rounded-3xl" />}>
        <EducationExtras />
      </Suspense>
    </div>
  );
}
