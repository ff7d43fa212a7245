import type { TFaqSection } from "@vaultline/shared";
import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";

export const sectionAnchor = (section: string) => `faq-${section.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/**
 * Arrow keys, Home and End move between a section's questions, as they did in the accordion
 * library this replaced; Tab, Enter and Space are the buttons' own.
 */
function moveBetweenQuestions(event: KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>(":scope > div > h3 > button")];
  const at = buttons.indexOf(event.target as HTMLElement);
  if (at === -1) return;
  const next = {
    ArrowDown: buttons[(at + 1) % buttons.length],
    ArrowUp: buttons[(at - 1 + buttons.length) % buttons.length],
    Home: buttons[0],
    End: buttons.at(-1),
  }[event.key];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** A question and its answer, as the accordion library wrote them: a heading's button and a region. */
function FaqQuestion({ question, answer }: { question: string; answer: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const state = isOpen ? "open" : "closed";
  return (
    <div
      data-state={state}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm data-[state=open]:border-brand-600/40"
    >
      <h3>
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={isOpen}
          aria-controls={`${id}-answer`}
          data-state={state}
          onClick={() => setIsOpen((open) => !open)}
          className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-ink-900 hover:bg-slate-50"
        >
          {question}
          <ChevronDown
            size={18}
            aria-hidden="true"
            className="shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
          />
        </button>
      </h3>
      <div
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        data-state={state}
        hidden={!isOpen}
        className="px-5 pb-4 text-sm leading-relaxed text-slate-600"
      >
        {isOpen && answer}
      </div>
    </div>
  );
}

/**
 * One FAQ section: its questions, each opened and closed on its own. Written here rather than with
 * an accordion library, which measured every answer (a forced layout each) when the answers arrived:
 * 70 ms of the FAQ page's main thread on this machine, four times that on a phone
 * (docs/performance-log.md, 2026-11-29/30).
 */
export function FaqSectionAccordion({ section }: { section: TFaqSection }) {
  const id = sectionAnchor(section.section);
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-bold text-ink-900">
        {section.section}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys move focus between the buttons inside */}
      <div className="flex flex-col gap-2" onKeyDown={moveBetweenQuestions}>
        {section.items.map((item) => (
          <FaqQuestion key={item.id} question={item.question} answer={item.answer} />
        ))}
      </div>
    </section>
  );
}
