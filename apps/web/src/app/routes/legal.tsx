import { LEGAL_DOCS, type TLegalDoc } from "@vaultline/shared";
import { useLocation } from "react-router";
import { ErrorNotice } from "../../components/ui/misc.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useLegalDocument } from "../../features/legal/api/get-legal-document.ts";
import { Component as NotFound } from "./not-found.tsx";

const isLegalDoc = (value: string | undefined): value is TLegalDoc =>
  (LEGAL_DOCS as readonly string[]).includes(value ?? "");

function LegalDocument({ doc }: { doc: TLegalDoc }) {
  const document = useLegalDocument(doc);
  if (document.isError) return <ErrorNotice message={document.error.message} onRetry={() => document.refetch()} />;
  if (!document.data) return <Skeleton className="h-svh w-full rounded-xl" />;
  return (
    <article>
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{document.data.title}</h1>
      <p className="mt-1 text-sm text-slate-500">Version {document.data.version}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (lib/markdown.ts). */}
      <div className="lesson-body mt-6" dangerouslySetInnerHTML={{ __html: document.data.html }} />
    </article>
  );
}

export function Component() {
  // The router has one route per document (router.tsx): the last segment names it.
  const doc = useLocation().pathname.split("/").filter(Boolean).at(-1);
  if (!isLegalDoc(doc)) return <NotFound />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <LegalDocument doc={doc} />
    </div>
  );
}
