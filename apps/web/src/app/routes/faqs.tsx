import { FAQ_SECTIONS } from "@vaultline/shared";
import { ErrorNotice, PageTitle } from "../../components/ui/misc.tsx";
import { RiskWarning } from "../../components/ui/risk-warning.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useFaqs } from "../../features/content/api/get-faqs.ts";
import { FaqSectionAccordion, sectionAnchor } from "../../features/content/components/faq-accordion.tsx";

export function Component() {
  const faqs = useFaqs();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageTitle subtitle="How Vaultline works, what it costs, and the risks of crypto, in plain words.">
        Frequently asked questions
      </PageTitle>
      {faqs.isError ? (
        <ErrorNotice message={faqs.error.message} onRetry={() => faqs.refetch()} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
          <nav aria-label="FAQ sections" className="lg:sticky lg:top-24 lg:self-start">
            <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {(faqs.data?.map((s) => s.section) ?? FAQ_SECTIONS).map((section) => (
                <li key={section}>
                  <a
                    href={`#${sectionAnchor(section)}`}
                    className="inline-flex rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700 lg:w-full lg:rounded-lg lg:border-transparent lg:bg-transparent"
                  >
                    {section}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-h-[60vh] flex-col gap-10" aria-busy={faqs.isPending}>
            {faqs.data
              ? faqs.data.map((section) => <FaqSectionAccordion key={section.section} section={section} />)
              : FAQ_SECTIONS.map((section) => (
                  <div key={section} className="flex flex-col gap-2">
                    <h2 className="mb-1 text-xl font-bold text-ink-900">{section}</h2>
                    {[1, 2, 3, 4].map((m) => (
                      <Skeleton key={m} className="h-14 w-full rounded-xl" />
                    ))}
                  </div>
                ))}
            <RiskWarning />
          </div>
        </div>
      )}
    </div>
  );
}
