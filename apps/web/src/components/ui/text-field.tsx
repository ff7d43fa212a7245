import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";

/** The look of every input, select and text box; red once it holds an error. */
export const controlClass = (error?: unknown) =>
  `rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-600 sm:text-sm ${
    error ? "border-red-500" : "border-slate-300"
  }`;

/** The id a control names in `aria-describedby`: its error when it has one, else its hint. */
export const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/**
 * A label over its control (an input, a select, a text box) and, below it, the hint or the error
 * under the ids `describedBy` gives, so that a screen reader reads them with the control.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className = "",
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input with its error message tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, className = "", id, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={`min-h-10 ${controlClass(error)}`}
        {...props}
      />
    </Field>
  );
});
