import { type Column, DataTable } from "../../../components/ui/data-table.tsx";

/** A small read-only table; on a phone each row becomes a card of label/value pairs. */
export function SimpleTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  empty: string;
}) {
  return (
    <section className="min-w-0">
      <h2 className="mb-2 font-semibold text-ink-900">{caption}</h2>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2 sm:hidden">
            {rows.map((row) => (
              <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-3">
                <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-1 text-sm">
                  {columns.map((c) => (
                    <div key={c.header} className="contents">
                      <dt className="text-slate-500">{c.header}</dt>
                      <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
            <DataTable
              caption={caption}
              columns={columns.map((c) => ({
                ...c,
                className: c.isNumeric ? "align-top whitespace-nowrap" : "align-top",
              }))}
              rows={rows}
              rowKey={(row) => row.id}
              headClassName="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600"
              headerCellClassName="whitespace-nowrap"
              cellClassName="px-3 py-2"
            />
          </div>
        </>
      )}
    </section>
  );
}
