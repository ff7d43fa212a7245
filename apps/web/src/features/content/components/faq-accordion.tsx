import * as Accordion from "@radix-ui/react-accordion";
import type { TFaqSection } from "@vaultline/shared";
import { ChevronDown } from "lucide-react";

export const sectionAnchor = (section: string) => `faq-${section.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** One FAQ section: its questions as an accordion (keyboard: Tab, Enter/Space, arrows via Radix). */
export function FaqSectionAccordion({ section }: { section: TFaqSection }) {
  const id = sectionAnchor(section.section);
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-bold text-ink-900">
        {section.section}
      </h2>
      <Accordion.Root type="multiple" className="flex flex-col gap-2">
        {section.items.map((item) => (
          <Accordion.Item
            key={item.id}
            value={item.id}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm data-[state=open]:border-brand-600/40"
          >
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-ink-900 hover:bg-slate-50">
                  {item.question}
                  <ChevronDown
                    size={18}
                    aria-hidden="true"
                    className="shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-4 text-sm leading-relaxed text-slate-600">
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
