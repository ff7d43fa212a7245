import { z } from "zod";
import { ZTimestamp } from "./fields.ts";
import { LEGAL_DOCS, LEGAL_MESSAGES } from "./legal-messages.ts";
import { PAYMENT_CHECKS } from "./payment-checks.ts";

// Who runs the site and its legal documents (docs/product-rules.md): public, the same for everyone.

export const ZOperator = z.object({
  name: z.string(),
  address: z.string(),
  registration: z.string(),
  contactEmail: z.string(),
  licence: z.string(),
});
export type TOperator = z.infer<typeof ZOperator>;

export const ZLegalDocumentInfo = z.object({
  doc: z.enum(LEGAL_DOCS),
  title: z.string(),
  /** The first 12 hex digits of the SHA-256 of the document's Markdown: any edit is a new version. */
  version: z.string(),
});
export type TLegalDocumentInfo = z.infer<typeof ZLegalDocumentInfo>;

/** GET /api/site: the operator (null: a demo installation), how payments are checked, and the current legal documents. */
export const ZSiteInfo = z.object({
  operator: ZOperator.nullable(),
  /** How crypto payments are checked here (CHAIN_WATCH): payment-checks.ts has the sentences. */
  paymentCheck: z.enum(PAYMENT_CHECKS),
  documents: z.array(ZLegalDocumentInfo),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;

export const ZLegalDocument = ZLegalDocumentInfo.extend({ html: z.string() });
export type TLegalDocument = z.infer<typeof ZLegalDocument>;

export const ZLegalDocParams = z.object({ doc: z.enum(LEGAL_DOCS, { error: LEGAL_MESSAGES.documentNotFound }) });

/** The member's acceptance of the terms: what they accepted, when, and whether the current version asks again. */
export const ZTermsAcceptance = z.object({
  currentVersion: z.string(),
  acceptedVersion: z.string().nullable(),
  acceptedAt: ZTimestamp.nullable(),
  needsAcceptance: z.boolean(),
});
export type TTermsAcceptance = z.infer<typeof ZTermsAcceptance>;

export const ZAcceptTermsRequest = z.strictObject({ version: z.string().trim().min(1).max(64) });
export type TAcceptTermsRequest = z.infer<typeof ZAcceptTermsRequest>;
