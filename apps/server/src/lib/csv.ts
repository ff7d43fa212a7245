import { stringify } from "csv-stringify/sync";

// Every CSV the product writes goes through `toCsv` (docs/security.md, "CSV files"): a cell that a
// spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) gets a
// leading apostrophe, as OWASP recommends. A plain decimal number such as -12.50 is left as it is:
// a spreadsheet reads it as a number, never as a formula, and an amount column must stay numeric.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The cell as a spreadsheet may safely read it. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Rows as CSV with a header row of `columns`, every cell neutralised. */
export function toCsv(
  rows: Record<string, string | undefined>[],
  columns: readonly string[],
  options: { recordDelimiter?: "unix" | "windows" } = {},
): string {
  return stringify(rows, {
    header: true,
    columns: [...columns],
    record_delimiter: options.recordDelimiter ?? "unix",
    cast: { string: neutraliseCell },
  });
}
