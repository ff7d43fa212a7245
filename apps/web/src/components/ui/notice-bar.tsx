import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The amber strip under the header that asks a signed-in member to do something (confirm the
 * e-mail address, accept the terms): the sign and the words, then what to do about it.
 */
export function NoticeBar({
  label,
  icon: Icon,
  children,
  actions,
}: {
  /** The region's name for screen readers. */
  label: string;
  icon: LucideIcon;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section aria-label={label} className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p className="flex items-start gap-2">
          <Icon size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>{children}</span>
        </p>
        {actions}
      </div>
    </section>
  );
}
