import { z } from "zod";
import { ZDollars } from "./fields.ts";

/** A statement's month, `YYYY-MM` (UTC calendar month). */
export const ZStatementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose a month as YYYY-MM");

export const STATEMENT_FORMATS = ["pdf", "csv"] as const;
export type TStatementFormat = (typeof STATEMENT_FORMATS)[number];

export const ZStatementParams = z.object({
  month: ZStatementMonth,
  format: z.enum(STATEMENT_FORMATS, { error: "Choose pdf or csv" }),
});

/** One month that has a statement, as the dashboard lists them (newest first). */
export const ZStatementSummary = z.object({
  month: ZStatementMonth,
  /** Wallet balance in dollars at the start and at the end of the month. */
  openingBalance: ZDollars,
  closingBalance: ZDollars,
  /** Ledger entries in the month. */
  movements: z.number(),
});
export type TStatementSummary = z.infer<typeof ZStatementSummary>;

/**
 * The CSV's columns, in order (docs/statements.md describes each). One table: the `section` column
 * says what a row is: opening_balance, movement, closing_balance, investment or position.
 */
export const STATEMENT_CSV_COLUMNS = [
  "section",
  "date",
  "entry_id",
  "kind",
  "description",
  "reference_type",
  "reference",
  "units",
  "nav_per_unit",
  "amount_usd",
  "balance_usd",
] as const;

export const STATEMENT_MESSAGES = {
  notFound: "There is no statement for this month",
  notClosed: "A month's statement is ready once the month has ended",
} as const;
