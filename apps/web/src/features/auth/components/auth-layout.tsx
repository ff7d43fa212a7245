import type { ReactNode } from "react";
import { Logo } from "../../../components/layouts/logo.tsx";
import { LegalLinks, OperatorLine } from "../../../components/layouts/site-footer.tsx";

/** The sign-in screens: no shell, one centred card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 px-4 py-10"
    >
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        <div className="mt-6 flex flex-col gap-2 text-center text-xs text-slate-500">
          <LegalLinks />
          <OperatorLine />
        </div>
      </div>
    </main>
  );
}
