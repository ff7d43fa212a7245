import type { HTMLAttributes, ReactNode } from "react";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Amounts: right-aligned, in figures of one width. */
  isNumeric?: boolean;
  /** The column that names the row: its cells are row headers (`<th scope="row">`). */
  isRowHeader?: boolean;
  /** Extra classes on this column's body cells. */
  className?: string;
};

/**
 * A table from column definitions: one header row, one row a record. The frame around it (a card,
 * a scroll box, the cards that replace it on a phone) stays with the screen; the padding and the
 * header's look come in as classes so that each screen keeps its density.
 */
export function DataTable<T>({
  caption,
  captionClassName = "sr-only",
  columns,
  rows,
  rowKey,
  rowProps,
  className = "w-full text-left text-sm",
  headClassName = "bg-slate-50 text-xs uppercase tracking-wide text-slate-600",
  headerCellClassName = "",
  cellClassName = "px-4 py-3",
  bodyClassName = "divide-y divide-slate-100",
}: {
  caption?: ReactNode;
  captionClassName?: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & { "data-testid"?: string };
  className?: string;
  headClassName?: string;
  headerCellClassName?: string;
  cellClassName?: string;
  bodyClassName?: string;
}) {
  const classes = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(" ");
  return (
    <table className={className}>
      {caption !== undefined && <caption className={captionClassName}>{caption}</caption>}
      <thead className={headClassName}>
        <tr>
          {columns.map((c) => (
            <th
              key={c.header}
              scope="col"
              className={classes(cellClassName, headerCellClassName, c.isNumeric && "text-right")}
            >
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName}>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c) => {
              const className = classes(cellClassName, c.isNumeric && "text-right tabular-nums", c.className);
              return c.isRowHeader ? (
                <th key={c.header} scope="row" className={className}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.header} className={className}>
                  {c.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
