export { buildStatement, listStatementMonths } from "./statement-data.ts";
export { announceStatements } from "./statement-notices.ts";
export { statementsRoutes } from "./statements.routes.ts";
