export { statementCsv } from "./statement-csv.ts";
export { buildStatement, listStatementMonths } from "./statement-data.ts";
export { announceStatements } from "./statement-notices.ts";
export { statementPdf } from "./statement-pdf.ts";
export { statementsRoutes } from "./statements.routes.ts";
