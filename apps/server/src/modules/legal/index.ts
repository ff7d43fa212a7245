export { legalRoutes } from "./legal.routes.ts";
export { type LegalDocuments, loadLegalDocuments } from "./legal-documents.ts";
