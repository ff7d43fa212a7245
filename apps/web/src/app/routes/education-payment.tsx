import { COURSE_LABELS, COURSES, isCourse, MONTHLY_ACCESS_MONTHS } from "@vaultline/shared";
import { useParams } from "react-router";
import { CoursePayment } from "../../features/course-orders/components/course-payment.tsx";
import { formatPrice } from "../../lib/format.ts";
import { Component as NotFound } from "./not-found.tsx";

export function Component() {
  const { course = "" } = useParams();
  if (!isCourse(course)) return <NotFound />;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Course payment</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {COURSE_LABELS[course]} · {formatPrice(COURSES[course])}
        <span className="ml-2 text-base font-medium text-slate-500">
          {course === "monthly" ? `for ${MONTHLY_ACCESS_MONTHS} months of access` : "one-time, lifetime access"}
        </span>
      </h1>
      <div className="mt-6" />
      <CoursePayment course={course} />
    </div>
  );
}
