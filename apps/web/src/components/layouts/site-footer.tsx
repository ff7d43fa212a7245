import { useQuery } from "@tanstack/react-query";
import { DEMO_OPERATOR_NOTICE, type TSiteInfo } from "@vaultline/shared";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { api } from "../../lib/api-client.ts";

export const siteKey = ["site"] as const;
export const getSiteInfo = async () => (await api<TSiteInfo>("/site")).data;
const noSubscription = () => () => {};

/**
 * Who runs this site and the legal documents' versions: read after load, never baked into a
 * pre-rendered page. While the calling component hydrates, no answer yet, as the HTML shows, even if
 * one came in: the footer, hydrated before the rest of a pre-rendered page, asks for it, and the
 * answer could reach /about's content before that hydrated (React's error #418, about one load in
 * three). The store reads true only during that component's own hydration, where the app-wide
 * useIsHydrated may already have turned.
 */
export function useSiteInfo() {
  const answer = useQuery({ queryKey: siteKey, queryFn: getSiteInfo, staleTime: 5 * 60_000 });
  const isHydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return {
    data: isHydrating ? undefined : answer.data,
    isPending: isHydrating || answer.isPending,
    error: isHydrating ? null : answer.error,
    refetch: answer.refetch,
  };
}

/**
 * Who runs this site, from the server's settings. Fetched after load, so a page rendered at build
 * time never shows a company the running server does not name.
 */
export function OperatorLine() {
  const site = useSiteInfo();
  const operator = site.data?.operator;
  return (
    <p className="min-h-5" data-testid="operator-line">
      {site.data === undefined ? null : operator ? (
        <>
          Operated by <Link to={paths.about}>{operator.name}</Link>, {operator.address}. {operator.registration}.
        </>
      ) : (
        <strong className="font-semibold text-amber-800">{DEMO_OPERATOR_NOTICE}</strong>
      )}
    </p>
  );
}

/** The footer's links to the About page and the legal documents. */
export function LegalLinks() {
  const links = [
    { to: paths.about, label: "About" },
    { to: paths.transparency, label: "Transparency" },
    { to: paths.legal("terms"), label: "Terms" },
    { to: paths.legal("privacy"), label: "Privacy" },
    { to: paths.legal("risk"), label: "Risk disclosure" },
  ];
  return (
    <nav aria-label="Legal" className="flex flex-wrap justify-center gap-x-4 gap-y-1">
      {links.map((l) => (
        <Link key={l.to} to={l.to} className="underline-offset-2 hover:text-brand-700 hover:underline">
          {l.label}
        </Link>
      ))}
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-6 text-center text-xs text-slate-500">
      <LegalLinks />
      <OperatorLine />
      <p>© {new Date().getFullYear()} Vaultline. Crypto assets are high-risk.</p>
    </footer>
  );
}
