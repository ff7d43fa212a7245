import type { TPaging } from "@vaultline/shared";

/**
 * Previous/next for the admin lists. Past SEARCH_COUNT_CAP matches the server stops counting, so
 * the total then reads "more than N" instead of a number it does not know.
 */
export function Paging({ paging, noun, onPage }: { paging: TPaging; noun: string; onPage: (page: number) => void }) {
  const { page, pageSize, total, isTotalCapped } = paging;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = page < pages || isTotalCapped;
  if (!hasNext && page <= 1) return null;
  const summary = isTotalCapped
    ? `Page ${page} · more than ${total.toLocaleString("en-US")} ${noun}`
    : `Page ${Math.min(page, pages)} of ${pages.toLocaleString("en-US")} · ${total.toLocaleString("en-US")} ${noun}`;
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
