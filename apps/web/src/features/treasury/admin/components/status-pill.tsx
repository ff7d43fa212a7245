const STATUS_CLASSES: Record<string, string> = {
  proposed: "bg-amber-100 text-amber-800",
  pending: "bg-amber-100 text-amber-800",
  active: "bg-teal-100 text-teal-800",
  confirmed: "bg-teal-100 text-teal-800",
  rejected: "bg-red-100 text-red-800",
  retired: "bg-slate-200 text-slate-700",
};

/** A decision's state as a coloured pill (proposed, active, confirmed, rejected, retired …). */
export function StatusPill({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status] ?? "bg-slate-200 text-slate-700"}`}
    >
      {label ?? status.replace("_", " ")}
    </span>
  );
}
