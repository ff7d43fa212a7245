import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api-client.ts";

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>{children}</section>
  );
}

export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{children}</h1>
      {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-semibold text-slate-800">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-600">{children}</div>}
    </div>
  );
}

const BADGES = {
  pending: "bg-amber-100 text-amber-800",
  accepted: "bg-teal-100 text-teal-800",
  approved: "bg-teal-100 text-teal-800",
  paid: "bg-emerald-100 text-emerald-800",
  denied: "bg-red-100 text-red-800",
  withdrawn: "bg-indigo-100 text-indigo-800",
  cancelled: "bg-slate-200 text-slate-700",
  verified: "bg-teal-100 text-teal-800",
  unverified: "bg-slate-200 text-slate-700",
} as const;

export function StatusBadge({ status, label }: { status: keyof typeof BADGES; label?: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${label ? "" : "capitalize"} ${BADGES[status]}`}
    >
      {label ?? status}
    </span>
  );
}

/** The notice a screen shows until its feature is built: no fake data. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageTitle>{title}</PageTitle>
      <EmptyState title="Coming soon">This part of Vaultline is not available yet.</EmptyState>
    </div>
  );
}

export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
          Try again
        </button>
      )}
    </div>
  );
}

/**
 * The last failed attempt of a form, kept beside it until the next attempt (the banner fades; this
 * stays). Pass the mutation's `error`; nothing shows while there is none.
 */
export function FormError({ error, fallback }: { error: unknown; fallback?: string }) {
  if (!error) return null;
  return <ErrorNotice message={errorMessage(error, fallback)} />;
}
