import { DEMO_OPERATOR_NOTICE } from "@vaultline/shared";
import { Link } from "react-router";
import { useSiteInfo } from "../../components/layouts/site-footer.tsx";
import { ErrorNotice, PageTitle } from "../../components/ui/misc.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { paths } from "../../config/paths.ts";

export function Component() {
  const site = useSiteInfo();
  const operator = site.data?.operator;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle subtitle="The company that runs this site and where to reach it.">About this site</PageTitle>
      {site.error ? (
        <ErrorNotice message={site.error.message} onRetry={() => site.refetch()} />
      ) : site.isPending ? (
        <Skeleton className="h-48 w-full rounded-xl" />
      ) : operator ? (
        <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold text-ink-900">Company</dt>
          <dd>{operator.name}</dd>
          <dt className="font-semibold text-ink-900">Registered address</dt>
          <dd className="whitespace-pre-line">{operator.address}</dd>
          <dt className="font-semibold text-ink-900">Registration</dt>
          <dd>{operator.registration}</dd>
          <dt className="font-semibold text-ink-900">Licence</dt>
          <dd>{operator.licence}</dd>
          <dt className="font-semibold text-ink-900">Contact</dt>
          <dd>
            <a className="text-brand-700 underline" href={`mailto:${operator.contactEmail}`}>
              {operator.contactEmail}
            </a>
          </dd>
        </dl>
      ) : (
        <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-900">
          <p className="font-semibold">{DEMO_OPERATOR_NOTICE}</p>
          <p className="mt-2 text-sm">
            Whoever installs Vaultline for real sets the company's name, address, registration, contact and licence;
            they then appear here and at the foot of every page.
          </p>
        </div>
      )}
      <h2 className="mt-10 text-xl font-bold text-ink-900">Legal documents</h2>
      <ul className="mt-3 flex flex-col gap-2">
        {(site.data?.documents ?? []).map((d) => (
          <li key={d.doc}>
            <Link className="text-brand-700 underline" to={paths.legal(d.doc)}>
              {d.title}
            </Link>{" "}
            <span className="text-sm text-slate-500">(version {d.version})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
