import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { useFaqs } from "../api/get-faqs.ts";

const linkClass = "text-sm font-semibold text-brand-700 underline-offset-4 hover:underline";

/** The first FAQ questions as native disclosures: no accordion library in the home bundle. */
export function FaqPreview() {
  const faqs = useFaqs();
  const items = faqs.data?.flatMap((s) => s.items).slice(0, 5);
  return (
    <section aria-labelledby="faq-title" className="below-fold bg-white py-16">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="faq-title" className="text-3xl font-bold tracking-tight text-ink-900">
            Questions, answered
          </h2>
          <p className="mt-2 text-slate-600">How deposits are checked, what it costs, and what the risks are.</p>
          <Link to={paths.faqs} className={`${linkClass} mt-4 inline-block`}>
            Read the full FAQ
          </Link>
        </div>
        <div className="min-h-80">
          {faqs.isError ? (
            <ErrorNotice message={faqs.error.message} onRetry={() => faqs.refetch()} />
          ) : !items ? (
            <div className="flex flex-col gap-3">
              {[1, 2, 3, 4, 5].map((n) => (
                <Skeleton key={n} className="h-14 w-full rounded-xl" />
              ))}
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              {items.map((item) => (
                <details key={item.id} className="group rounded-xl border border-slate-200 bg-slate-50 open:bg-white">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDown
                      size={18}
                      aria-hidden="true"
                      className="shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-5 pb-4 text-sm leading-relaxed text-slate-600">{item.answer}</p>
                </details>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
