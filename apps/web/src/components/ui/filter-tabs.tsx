/**
 * The filter strip above an admin queue: one pressed button per view. Buttons with aria-pressed,
 * not ARIA tabs: a filter changes the list below, it does not switch between tab panels.
 */
export function FilterTabs<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Record<V, string>;
  value: NoInfer<V>;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {(Object.keys(options) as V[]).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={`rounded-full px-3 py-1 text-sm font-medium ${
            option === value ? "bg-brand-700 text-white" : "bg-white text-slate-700 ring-1 ring-slate-300"
          }`}
        >
          {options[option]}
        </button>
      ))}
    </div>
  );
}
