/** Two or more options as large tappable buttons (radio inputs underneath). */
export function Choice<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: Record<V, string>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(Object.keys(options) as V[]).map((option) => (
          <label
            key={option}
            className={`relative flex min-h-10 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
              option === value
                ? "border-brand-700 bg-brand-50 text-brand-800"
                : "border-slate-300 bg-white text-slate-700"
            }`}
          >
            <input
              type="radio"
              name={name}
              // Invisible but covering its label, so a click or tap anywhere on the label lands on it.
              className="absolute inset-0 cursor-pointer opacity-0"
              checked={option === value}
              onChange={() => onChange(option)}
            />
            {options[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
