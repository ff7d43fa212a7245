export { mailEmailLink } from "./email-links.ts";
export { emailProofRoutes } from "./email-proof.routes.ts";
export { enqueueConfirmationLink } from "./email-proof.service.ts";
