import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** Why the member was sent to this page (a session ended, two-factor to set up), in amber with its sign. */
export function WarningNotice({
  role,
  className,
  children,
}: {
  role: "status" | "alert";
  /** Its padding and margin. */
  className: string;
  children: ReactNode;
}) {
  return (
    <p
      role={role}
      className={`flex gap-2 rounded-xl border border-amber-200 bg-amber-50 text-sm text-amber-900 ${className}`}
    >
      <TriangleAlert size={18} aria-hidden="true" className="shrink-0" />
      {children}
    </p>
  );
}
