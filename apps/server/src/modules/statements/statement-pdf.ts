import { formatMoney, formatMonthYear, formatPlanUnits } from "@vaultline/shared";
import type { Statement } from "./statement-data.ts";
import { formatInstant, navLabel, navToDecimal } from "./statement-format.ts";

/** A4 landscape: a movement's date, description, reference and amounts fit one line. */
const PAGE = { width: 841.89, height: 595.28, margin: 40 };
const ROW = 11;
const BODY = 8.5;
const BOTTOM = PAGE.height - PAGE.margin - 20;

/**
 * The movements table is set in Courier, whose every character is 0.6 em wide: a row is one padded
 * line and one text call, with no measuring, which keeps a month of 10,000 entries well under the
 * 2 s a statement may take (docs/statements.md).
 */
const TABLE = { size: 7.5, chars: Math.floor((PAGE.width - 2 * PAGE.margin) / (7.5 * 0.6)) };
const WIDTHS = { date: 16, description: 0, reference: 36, amount: 15, balance: 16 };
WIDTHS.description = TABLE.chars - WIDTHS.date - WIDTHS.reference - WIDTHS.amount - WIDTHS.balance - 4;

/**
 * The standard PDF fonts (Helvetica and Courier, whose metrics ship with pdfkit: nothing is downloaded
 * or embedded) encode Latin-1 only; anything else would print as garbage, so it shows as "?".
 */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

function column(text: string, width: number, right = false): string {
  const clean = printable(text);
  const cut = clean.length > width ? `${clean.slice(0, width - 3)}...` : clean;
  return right ? cut.padStart(width) : cut.padEnd(width);
}

function tableRow(cells: { date: string; description: string; reference: string; amount: string; balance: string }) {
  return [
    column(cells.date, WIDTHS.date),
    column(cells.description, WIDTHS.description),
    column(cells.reference, WIDTHS.reference),
    column(cells.amount, WIDTHS.amount, true),
    column(cells.balance, WIDTHS.balance, true),
  ].join(" ");
}

/**
 * The statement as a PDF: a header naming the member and the month, the wallet's opening balance,
 * every movement with its reference and the balance after it, the closing balance, the month's
 * investments and the positions at the month's end. Resolves to the file's bytes.
 */
export async function statementPdf(statement: Statement, generatedAt: Date): Promise<Buffer> {
  // Loaded on the first statement, not at start: most processes never make one (memory at rest).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: PAGE.margin,
    bufferPages: false,
    info: {
      Title: `Vaultline statement ${statement.month.key}`,
      Author: "Vaultline",
      Subject: `Statement for ${formatMonthYear(statement.month.key)}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { month, member } = statement;
  let y = PAGE.margin;
  const line = (text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) => {
    doc.font(options.bold ? "Helvetica-Bold" : "Helvetica").fontSize(options.size ?? 10);
    doc.text(printable(text), PAGE.margin, y, { width: PAGE.width - 2 * PAGE.margin, lineBreak: false });
    y += (options.size ?? 10) + (options.gap ?? 5);
  };
  const ensureRoom = (rows: number, header?: () => void) => {
    if (y + rows * ROW <= BOTTOM) return;
    doc.addPage();
    y = PAGE.margin;
    header?.();
  };

  line(`Vaultline statement: ${formatMonthYear(month.key)}`, { size: 16, bold: true, gap: 8 });
  line(`${member.name} (@${member.username}), ${member.email}`);
  line(`Member reference ${member.id}`);
  line(`Period ${formatInstant(month.start)} to ${formatInstant(month.end)} (end excluded)`);
  line(`Made ${formatInstant(generatedAt)} from the ledger. Amounts in US dollars.`, { gap: 12 });

  line("Wallet", { size: 12, bold: true });
  line(`Opening balance: ${formatMoney(statement.openingCents)}`, { bold: true });
  const row = (text: string) => {
    doc.text(text, PAGE.margin, y, { lineBreak: false });
    y += ROW;
  };
  const moveHeader = () => {
    doc.font("Courier-Bold").fontSize(TABLE.size);
    row(
      tableRow({
        date: "Date (UTC)",
        description: "Description",
        reference: "Reference",
        amount: "Amount",
        balance: "Balance",
      }),
    );
    doc.font("Courier").fontSize(TABLE.size);
  };
  if (statement.movements.length === 0) {
    line("No movements this month.");
  } else {
    moveHeader();
    for (const m of statement.movements) {
      ensureRoom(1, moveHeader);
      row(
        tableRow({
          date: formatInstant(m.at).replace(" UTC", ""),
          description: m.description,
          reference: m.reference,
          amount: formatMoney(m.amountCents),
          balance: formatMoney(m.balanceAfterCents),
        }),
      );
    }
    y += 4;
  }
  ensureRoom(3);
  const total = statement.movements.reduce((sum, m) => sum + m.amountCents, 0);
  line(`Movements: ${statement.movements.length}, net ${formatMoney(total)}`);
  line(`Closing balance: ${formatMoney(statement.closingCents)}`, { bold: true, gap: 12 });

  ensureRoom(3);
  line("Invested this month", { size: 12, bold: true });
  if (statement.investments.length === 0) line("No investments this month.", { gap: 12 });
  for (const i of statement.investments) {
    ensureRoom(1);
    line(
      `${formatInstant(i.at)}  ${i.planName}: ${formatMoney(i.paidCents)} bought ${formatPlanUnits(i.unitsMicro)} units at $${navToDecimal(i.navMicro)} (deposit ${i.depositId})`,
      { size: BODY },
    );
  }

  ensureRoom(3);
  line("Positions at the end of the month", { size: 12, bold: true });
  if (statement.positions.length === 0) line("No positions held at the end of the month.");
  let positionsCents = 0;
  for (const p of statement.positions) {
    ensureRoom(1);
    positionsCents += p.valueCents;
    const value = `at $${navToDecimal(p.navMicro)} (${navLabel(p)}) = ${formatMoney(p.valueCents)}`;
    line(`${p.planName}: ${formatPlanUnits(p.unitsMicro)} units ${value} (deposit ${p.depositId})`, { size: BODY });
  }
  if (statement.positions.length > 0) line(`Positions value: ${formatMoney(positionsCents)}`, { bold: true });

  ensureRoom(4);
  y += 8;
  line("Opening balance + movements = closing balance, to the cent. A position's value is its units times", {
    size: BODY,
    gap: 2,
  });
  line("the NAV of its plan's last daily snapshot of the month; it is not money in the wallet until moved.", {
    size: BODY,
  });
  doc.end();
  return done;
}
