import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";

/** A step's heading with the way back to the step before it; `children` follow the title (a badge). */
export function StepHeading({
  id,
  onBack,
  title,
  children,
}: {
  id?: string;
  onBack: () => void;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <button type="button" onClick={onBack} className="rounded-full p-1 hover:bg-slate-100" aria-label="Back">
        <ArrowLeft size={20} aria-hidden="true" />
      </button>
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </div>
  );
}
