import { formatDate } from "@vaultline/shared";
import { ErrorNotice } from "../../../components/ui/misc.tsx";
import { PrivateFile } from "../../../components/ui/private-file.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useReviewArchive } from "../api/get-review-archive.ts";

/** The images admins uploaded as reviews before members wrote them: kept, shown to admins only, never changed. */
export function ReviewArchive() {
  const archive = useReviewArchive();
  if (archive.data?.length === 0) return null;
  return (
    <section aria-labelledby="review-archive" className="flex flex-col gap-3">
      <h2 id="review-archive" className="text-lg font-semibold text-ink-900">
        Archive: images uploaded by admins before member reviews
      </h2>
      <p className="text-sm text-slate-600">
        Read-only and not shown on the public page. Reviews now come from members only.
      </p>
      {archive.isError ? (
        <ErrorNotice message={archive.error.message} onRetry={() => archive.refetch()} />
      ) : !archive.data ? (
        <Spinner label="Loading the archive" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {archive.data.map((item, i) => (
            <li key={item.id} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-sm">
              <PrivateFile
                url={item.imageUrl}
                alt={item.caption ?? `Archived review image ${i + 1}`}
                className="max-h-48"
              />
              <p className="text-slate-700">{item.caption ?? <span className="text-slate-400">No caption</span>}</p>
              <p className="text-xs text-slate-500">Uploaded {formatDate(item.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
