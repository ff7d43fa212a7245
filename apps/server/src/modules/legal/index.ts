export { legalRoutes } from "./legal.routes.ts";
export { type LegalDocuments, loadLegalDocuments, siteInfoOf } from "./legal-documents.ts";
