import { useQuery } from "@tanstack/react-query";
import { DEMO_OPERATOR_NOTICE, SITE_INFO_ELEMENT_ID, type TSiteInfo } from "@vaultline/shared";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { api } from "../../lib/api-client.ts";

export const siteKey = ["site"] as const;
export const getSiteInfo = async () => (await api<TSiteInfo>("/site")).data;
const noSubscription = () => () => {};

/**
 * The site information the server wrote into the page it sent (apps/server/src/plugins/spa.ts);
 * undefined when there is none (a page rendered at build time, the development server).
 */
export function pageSiteInfo(): TSiteInfo | undefined {
  const text = typeof document === "undefined" ? null : document.getElementById(SITE_INFO_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as TSiteInfo) : undefined;
}

/**
 * Who runs this site, how payments are checked and the legal documents' versions: the page brings
 * them (pageSiteInfo), else they are read after load; never baked into a page at build time. While the
 * calling component hydrates, no answer yet, as the build's HTML shows: the footer, hydrated before
 * the rest of a pre-rendered page, could otherwise give /about's content an answer before that
 * hydrated (React's error #418, about one load in three). The store reads true only during that
 * component's own hydration, where the app-wide useIsHydrated may already have turned.
 */
export function useSiteInfo() {
  const answer = useQuery({
    queryKey: siteKey,
    queryFn: getSiteInfo,
    staleTime: 5 * 60_000,
    initialData: pageSiteInfo,
  });
  const isHydrating = useIsHydrating();
  return {
    data: isHydrating ? undefined : answer.data,
    isPending: isHydrating || answer.isPending,
    error: isHydrating ? null : answer.error,
    refetch: answer.refetch,
  };
}

/** True while the calling component hydrates (and in a render at build time). */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The operator line for this site information; empty until it is known. */
export function OperatorLineView({ site }: { site: TSiteInfo | undefined }) {
  const operator = site?.operator;
  return (
    <p className="min-h-5" data-testid="operator-line">
      {site === undefined ? null : operator ? (
        <>
          Operated by <Link to={paths.about}>{operator.name}</Link>, {operator.address}. {operator.registration}.
        </>
      ) : (
        <strong className="font-semibold text-amber-800">{DEMO_OPERATOR_NOTICE}</strong>
      )}
    </p>
  );
}

/**
 * Who runs this site, from the server's settings. The server writes the line into the page it sends
 * (apps/server/src/plugins/spa.ts), from the same information it embeds for hydration, so the page
 * names the company before any script has run and never one the running server does not name.
 */
export function OperatorLine() {
  const site = useSiteInfo();
  return <OperatorLineView site={useIsHydrating() ? pageSiteInfo() : site.data} />;
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
