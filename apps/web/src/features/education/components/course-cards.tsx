import { COURSES, type TCourse } from "@vaultline/shared";
import { Check, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";

const SHARED_PERKS = ["24/7 live video chat support", "Withdrawals in 1 hour", "Demo account"];

type Package = { course: TCourse; name: string; price: string; period: string; perks: string[]; isFeatured: boolean };

// The packages exactly as seed-spec §2 lists them.
const PACKAGES: Package[] = [
  {
    course: "monthly",
    name: "STANDARD",
    price: `$${COURSES.monthly / 100}`,
    period: "monthly for 3 months",
    perks: [...SHARED_PERKS, "Bonus +2%"],
    isFeatured: false,
  },
  {
    course: "fullPay",
    name: "PREMIUM",
    price: `$${COURSES.fullPay / 100}`,
    period: "one-time",
    perks: [
      ...SHARED_PERKS,
      "Bonus +10%",
      "Masterclass web session",
      "Personal success manager",
      "First 3 risk-free trades",
    ],
    isFeatured: true,
  },
];

export function CourseCards() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {PACKAGES.map((p) => (
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

export function TrialBanner() {
  return (
    <section
      aria-labelledby="trial-title"
      className="flex flex-col gap-5 rounded-3xl bg-gradient-to-r from-brand-800 to-brand-700 p-7 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-4">
        <Sparkles size={28} aria-hidden="true" className="mt-1 shrink-0 text-brand-100" />
        <div>
          <h2 id="trial-title" className="text-xl font-bold">
            7-day free trial
          </h2>
          <p className="mt-1 text-brand-50">
            Full access to materials, tutors and signals. Opt out within 7 days without charge.
          </p>
        </div>
      </div>
      <Link
        to={paths.educationPayment("monthly")}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Start your free trial
      </Link>
    </section>
  );
}
