import { ACCESS_REMINDER_DAYS, COURSES, MONTHLY_ACCESS_MONTHS, type TCourse, TRIAL_DAYS } from "@vaultline/shared";
import { Check, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";

type Package = { course: TCourse; name: string; price: string; period: string; perks: string[]; isFeatured: boolean };

/** What the course holds, from the server; null while it loads. */
export type CourseCounts = { lessons: number; quizzes: number } | null;

/**
 * The sketch's two packages with only the perks the product delivers (docs/product-rules.md §1): no bonuses,
 * no "risk-free" trades, no payout-time promises, no support channel that does not exist.
 */
function packagesFor(counts: CourseCounts): Package[] {
  const content = counts
    ? `All ${counts.lessons} lessons and ${counts.quizzes} quizzes`
    : "Every lesson and quiz of the course";
  const shared = [content, "Progress tracking and quiz explanations", "Completion certificate", "Demo trading account"];
  return [
    {
      course: "monthly",
      name: "STANDARD",
      price: `$${COURSES.monthly / 100}`,
      period: `for ${MONTHLY_ACCESS_MONTHS} months`,
      perks: [
        ...shared,
        `${MONTHLY_ACCESS_MONTHS} months of access, renewable; a reminder ${ACCESS_REMINDER_DAYS} days before it ends`,
      ],
      isFeatured: false,
    },
    {
      course: "fullPay",
      name: "PREMIUM",
      price: `$${COURSES.fullPay / 100}`,
      period: "one-time",
      perks: [...shared, "Lifetime access, including lessons added later"],
      isFeatured: true,
    },
  ];
}

export function CourseCards({ counts }: { counts: CourseCounts }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {packagesFor(counts).map((p) => (
        <article
          key={p.course}
          aria-labelledby={`course-${p.course}`}
          className={`relative flex flex-col rounded-3xl border p-7 shadow-sm ${
            p.isFeatured ? "border-ink-900 bg-ink-900 text-white" : "border-slate-200 bg-white text-ink-900"
          }`}
        >
          {p.isFeatured && (
            <span className="absolute -top-3 right-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white ring-2 ring-white">
              Most complete
            </span>
          )}
          <h2 id={`course-${p.course}`} className="text-sm font-bold tracking-[0.2em]">
            {p.name}
          </h2>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold tracking-tight">{p.price}</span>
            <span className={p.isFeatured ? "text-slate-300" : "text-slate-600"}>{p.period}</span>
          </p>
          <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
            {p.perks.map((perk) => (
              <li key={perk} className="flex items-start gap-3">
                <Check
                  size={18}
                  aria-hidden="true"
                  className={`mt-0.5 shrink-0 ${p.isFeatured ? "text-brand-100" : "text-brand-700"}`}
                />
                {perk}
              </li>
            ))}
          </ul>
          <Link
            to={paths.educationPayment(p.course)}
            className={buttonClass("primary", "mt-8 w-full")}
            aria-label={`Choose ${p.name}, ${p.price} ${p.period}`}
          >
            Choose {p.name}
          </Link>
        </article>
      ))}
    </div>
  );
}

/** The trial banner; its action (start the trial, or go to the course) comes from the page. */
export function TrialBanner({ action, note }: { action: ReactNode; note?: string }) {
  return (
    <section
      aria-labelledby="trial-title"
      className="flex flex-col gap-5 rounded-3xl bg-gradient-to-r from-brand-800 to-brand-700 p-7 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-4">
        <Sparkles size={28} aria-hidden="true" className="mt-1 shrink-0 text-brand-100" />
        <div>
          <h2 id="trial-title" className="text-xl font-bold">
            {TRIAL_DAYS}-day free trial
          </h2>
          <p className="mt-1 text-brand-50">
            {note ??
              `Every lesson, quiz and the demo account for ${TRIAL_DAYS} days. No payment details asked; it ends by itself and nothing is ever charged.`}
          </p>
        </div>
      </div>
      <div className="shrink-0">{action}</div>
    </section>
  );
}
