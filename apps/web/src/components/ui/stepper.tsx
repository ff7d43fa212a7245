/** The two or three steps of a payment, the current one marked: one design for the deposit and the course payment. */
export function Stepper({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol
      className={`mb-6 grid gap-2 text-xs font-semibold sm:text-sm ${steps.length === 2 ? "grid-cols-2" : "grid-cols-3"}`}
      aria-label="Steps"
    >
      {steps.map((label, i) => (
        <li
          key={label}
          aria-current={i === current ? "step" : undefined}
          className={`border-b-4 pb-1 text-center ${i <= current ? "border-brand-700 text-brand-800" : "border-slate-200 text-slate-500"}`}
        >
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
