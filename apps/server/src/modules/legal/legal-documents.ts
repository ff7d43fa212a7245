import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  LEGAL_DOCS,
  LEGAL_TITLES,
  type TLegalDoc,
  type TLegalDocument,
  type TOperator,
  type TPaymentCheck,
  type TSiteInfo,
} from "@vaultline/shared";
import { renderMarkdown } from "../../lib/markdown.ts";

const BUNDLED_DIR = path.join(import.meta.dirname, "documents");

export type LegalDocuments = Record<TLegalDoc, TLegalDocument>;

/**
 * Where a document's Markdown comes from: LEGAL_DIR if set (every document must be there), else
 * DATA_DIR/legal where a file is present, else the bundled default.
 */
function sourceOf(doc: TLegalDoc, dirs: { legalDir: string | undefined; dataDir: string }): string {
  const file = `${doc}.md`;
  if (dirs.legalDir) {
    const own = path.join(dirs.legalDir, file);
    if (!existsSync(own)) throw new Error(`Invalid configuration: LEGAL_DIR has no ${file}`);
    return own;
  }
  const override = path.join(dirs.dataDir, "legal", file);
  return existsSync(override) ? override : path.join(BUNDLED_DIR, file);
}

/** Reads and renders the three documents once, at start: replacing a file takes a restart. */
export function loadLegalDocuments(dirs: { legalDir: string | undefined; dataDir: string }): LegalDocuments {
  const entries = LEGAL_DOCS.map((doc) => {
    const markdown = readFileSync(sourceOf(doc, dirs), "utf8");
    const version = createHash("sha256").update(markdown).digest("hex").slice(0, 12);
    return [doc, { doc, title: LEGAL_TITLES[doc], version, html: renderMarkdown(markdown) }] as const;
  });
  return Object.fromEntries(entries) as LegalDocuments;
}

/**
 * GET /api/site's data, which every page of the web app also carries (plugins/spa.ts): who runs the
 * site (null: a demo installation), how payments are checked, and each document's current version.
 * It is the process's settings and the documents it read at start, so it is made once.
 */
export function siteInfoOf(input: {
  operator: TOperator | undefined;
  paymentCheck: TPaymentCheck;
  documents: LegalDocuments;
}): TSiteInfo {
  return {
    operator: input.operator ?? null,
    paymentCheck: input.paymentCheck,
    documents: LEGAL_DOCS.map((doc) => ({
      doc,
      title: input.documents[doc].title,
      version: input.documents[doc].version,
    })),
  };
}
