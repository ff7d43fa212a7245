import { Star } from "lucide-react";
import { forwardRef, type InputHTMLAttributes, useId } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value"> & {
  value: number | undefined;
  error?: string;
};

/**
 * Five radio buttons drawn as stars: arrow keys move between them as in any radio group, and each
 * is read out as "3 stars". `value` is the rating chosen so far (for the drawing only).
 */
export const StarInput = forwardRef<HTMLInputElement, Props>(function StarInput({ value, error, ...radio }, ref) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">Your rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative flex size-11 items-center justify-center rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              ref={ref}
              type="radio"
              value={n}
              className="absolute inset-0 cursor-pointer opacity-0"
              aria-label={n === 1 ? "1 star" : `${n} stars`}
              {...radio}
            />
            <Star
              size={28}
              aria-hidden="true"
              className={`pointer-events-none ${value && n <= value ? "fill-amber-400 text-amber-500" : "fill-none text-slate-400"}`}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
});
