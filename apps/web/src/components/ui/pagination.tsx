import { formatCount } from "@vaultline/shared";
/**
 * Previous/next for server-paginated lists; hidden when everything fits on one page. When the server
 * stopped counting (`isTotalCapped`), the total reads "more than N" instead of a number it does not know.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  isTotalCapped = false,
  noun = "in all",
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  isTotalCapped?: boolean;
  noun?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = page < pages || isTotalCapped;
  if (!hasNext && page <= 1) return null;
  const count = formatCount(total);
  const summary = isTotalCapped
    ? `Page ${page} · more than ${count} ${noun}`
    : `Page ${Math.min(page, pages)} of ${formatCount(pages)} · ${count} ${noun}`;
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <button
        type="button"
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 disabled:opacity-50"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="text-slate-700">{summary}</span>
      <button
        type="button"
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 disabled:opacity-50"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
