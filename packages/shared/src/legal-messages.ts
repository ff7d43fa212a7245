// Apart from the schemas, so the footer and the router do not pull zod into the home bundle.

export const LEGAL_DOCS = ["terms", "privacy", "risk"] as const;
export type TLegalDoc = (typeof LEGAL_DOCS)[number];

export const LEGAL_TITLES: Record<TLegalDoc, string> = {
  terms: "Terms of use",
  privacy: "Privacy notice",
  risk: "Risk disclosure",
};

/** What the footer says when no company is configured. */
export const DEMO_OPERATOR_NOTICE = "Demo installation: no company operates this site. Do not send real money.";

export const LEGAL_MESSAGES = {
  mustAcceptTerms: "Accept the terms of use to create an account",
  staleTermsVersion: "The terms of use have changed: read the current version and accept it",
  termsAccepted: "Terms of use accepted",
  documentNotFound: "No such document",
} as const;
