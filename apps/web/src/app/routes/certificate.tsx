import { Award } from "lucide-react";
import { useParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ErrorNotice } from "../../components/ui/misc.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useCertificate } from "../../features/course/api/get-certificate.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { formatDate } from "../../lib/format.ts";

/** The certificate and its public verification: the holder's name, the course, the date and the id only. */
export function Component() {
  const { id = "" } = useParams();
  const certificate = useCertificate(id);
  const data = certificate.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {certificate.isPending && <Skeleton className="h-80 w-full" />}
      {certificate.isError && <ErrorNotice message={errorMessage(certificate.error)} />}
      {data && (
        <>
          <section
            aria-labelledby="certificate-title"
            className="flex flex-col items-center gap-4 rounded-3xl border-4 border-double border-brand-700 bg-white px-6 py-12 text-center shadow-sm"
          >
            <Award size={48} aria-hidden="true" className="text-brand-700" />
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-slate-600">Certificate of completion</p>
            <h1 id="certificate-title" className="text-3xl font-extrabold text-ink-900">
              {data.name}
            </h1>
            <p className="text-slate-700">
              completed every module quiz of <strong>{data.course}</strong>
            </p>
            <p className="text-slate-700">on {formatDate(data.issuedAt)}</p>
            <p className="text-sm text-slate-500">
              Certificate id <span className="font-mono font-semibold text-slate-800">{data.id}</span>
            </p>
            <p className="max-w-md text-xs text-slate-500">
              Issued by Vaultline for completing its beginner course. Anyone can check this certificate at this page's
              address. It is not a professional qualification.
            </p>
          </section>
          <div className="mt-4 flex justify-center print:hidden">
            <Button variant="secondary" onClick={() => window.print()}>
              Print or save as PDF
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
