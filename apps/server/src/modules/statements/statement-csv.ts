import { formatPlanUnits, STATEMENT_CSV_COLUMNS } from "@vaultline/shared";
import { toCsv } from "../../lib/csv.ts";
import type { Statement } from "./statement-data.ts";
import { centsToDecimal, navLabel, navToDecimal } from "./statement-format.ts";

type Row = Partial<Record<(typeof STATEMENT_CSV_COLUMNS)[number], string>>;

/**
 * The statement as one CSV table with a header row (columns in docs/statements.md): the opening
 * balance, each movement with the balance after it, the closing balance, the month's investments and
 * the positions at the month's end. Amounts are exact decimals of the cents; text that a spreadsheet
 * would read as a formula is neutralised (lib/csv.ts).
 */
export function statementCsv(statement: Statement): string {
  const { month } = statement;
  const balance = (edge: "opening" | "closing", at: Date, cents: number): Row => ({
    section: `${edge}_balance`,
    date: at.toISOString(),
    description: `Wallet balance at the ${edge === "opening" ? "start" : "end"} of ${month.key}`,
    balance_usd: centsToDecimal(cents),
  });
  const rows: Row[] = [
    balance("opening", month.start, statement.openingCents),
    ...statement.movements.map(
      (m): Row => ({
        section: "movement",
        date: m.at.toISOString(),
        entry_id: m.entryId,
        kind: m.kind,
        description: m.description,
        reference_type: m.referenceType,
        reference: m.reference,
        amount_usd: centsToDecimal(m.amountCents),
        balance_usd: centsToDecimal(m.balanceAfterCents),
      }),
    ),
    balance("closing", month.end, statement.closingCents),
    ...statement.investments.map(
      (i): Row => ({
        section: "investment",
        date: i.at.toISOString(),
        description: `Invested in ${i.planName}`,
        reference_type: "deposit",
        reference: i.depositId,
        units: formatPlanUnits(i.unitsMicro),
        nav_per_unit: navToDecimal(i.navMicro),
        amount_usd: centsToDecimal(i.paidCents),
      }),
    ),
    ...statement.positions.map(
      (p): Row => ({
        section: "position",
        date: p.navDay,
        // The date column names the daily NAV; any other NAV says which it is.
        description: p.navKind === "daily" ? p.planName : `${p.planName} (${navLabel(p)})`,
        reference_type: "deposit",
        reference: p.depositId,
        units: formatPlanUnits(p.unitsMicro),
        nav_per_unit: navToDecimal(p.navMicro),
        amount_usd: centsToDecimal(p.valueCents),
      }),
    ),
  ];
  return toCsv(rows, STATEMENT_CSV_COLUMNS);
}
