import { formatMoney, formatPlanUnits } from "@vaultline/shared";
import PDFDocument from "pdfkit";
import type { Statement } from "./statement-data.ts";
import { formatInstant, formatMonth, navToDecimal } from "./statement-format.ts";

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const ROW = 13;
const BODY = 8.5;
const BOTTOM = PAGE.height - PAGE.margin - 20;

/** Column x positions and widths of the movements table. */
const COLUMNS = {
  date: { x: PAGE.margin, width: 78 },
  description: { x: PAGE.margin + 80, width: 190 },
  reference: { x: PAGE.margin + 272, width: 95 },
  amount: { x: PAGE.margin + 369, width: 65 },
  balance: { x: PAGE.margin + 436, width: 63 },
};

/**
 * The standard PDF fonts (Helvetica, whose metrics ship with pdfkit: nothing is downloaded or embedded)
 * encode Latin-1 only; anything else would print as garbage, so it shows as "?".
 */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

/** Cuts a text to what fits a column at the body size (one line per row keeps 10,000 rows fast). */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const clean = printable(text);
  if (doc.widthOfString(clean) <= width) return clean;
  let cut = clean;
  while (cut.length > 1 && doc.widthOfString(`${cut}...`) > width) cut = cut.slice(0, Math.max(1, cut.length - 4));
  return `${cut}...`;
}

function cell(doc: PDFKit.PDFDocument, text: string, column: { x: number; width: number }, y: number, right = false) {
  doc.text(fit(doc, text, column.width), column.x, y, {
    width: column.width,
    align: right ? "right" : "left",
    lineBreak: false,
  });
}

/**
 * The statement as a PDF: a header naming the member and the month, the wallet's opening balance,
 * every movement with its reference and the balance after it, the closing balance, the month's
 * investments and the positions at the month's end. Resolves to the file's bytes.
 */
export function statementPdf(statement: Statement, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: false,
    info: {
      Title: `Vaultline statement ${statement.month.key}`,
      Author: "Vaultline",
      Subject: `Statement for ${formatMonth(statement.month.key)}`,
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

  line(`Vaultline statement: ${formatMonth(month.key)}`, { size: 16, bold: true, gap: 8 });
  line(`${member.name} (@${member.username}), ${member.email}`);
  line(`Member reference ${member.id}`);
  line(`Period ${formatInstant(month.start)} to ${formatInstant(month.end)} (end excluded)`);
  line(`Made ${formatInstant(generatedAt)} from the ledger. Amounts in US dollars.`, { gap: 12 });

  line("Wallet", { size: 12, bold: true });
  line(`Opening balance: ${formatMoney(statement.openingCents)}`, { bold: true });
  const moveHeader = () => {
    doc.font("Helvetica-Bold").fontSize(BODY);
    cell(doc, "Date (UTC)", COLUMNS.date, y);
    cell(doc, "Description", COLUMNS.description, y);
    cell(doc, "Reference", COLUMNS.reference, y);
    cell(doc, "Amount", COLUMNS.amount, y, true);
    cell(doc, "Balance", COLUMNS.balance, y, true);
    y += ROW;
    doc.font("Helvetica").fontSize(BODY);
  };
  if (statement.movements.length === 0) {
    line("No movements this month.");
  } else {
    moveHeader();
    for (const m of statement.movements) {
      ensureRoom(1, moveHeader);
      cell(doc, formatInstant(m.at).replace(" UTC", ""), COLUMNS.date, y);
      cell(doc, m.description, COLUMNS.description, y);
      cell(doc, `${m.referenceType} ${m.reference}`, COLUMNS.reference, y);
      cell(doc, formatMoney(m.amountCents), COLUMNS.amount, y, true);
      cell(doc, formatMoney(m.balanceAfterCents), COLUMNS.balance, y, true);
      y += ROW;
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
    positionsCents += p.valueCents ?? 0;
    const value =
      p.navMicro === null || p.valueCents === null
        ? "no NAV recorded yet"
        : `at $${navToDecimal(p.navMicro)} (NAV of ${p.navDay}) = ${formatMoney(p.valueCents)}`;
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
