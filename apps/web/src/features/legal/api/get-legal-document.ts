import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TLegalDoc, TLegalDocument } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const legalDocumentKey = (doc: TLegalDoc) => ["legal", doc] as const;

export const getLegalDocument = async (doc: TLegalDoc) => (await api<TLegalDocument>(`/legal/${doc}`)).data;

export const legalDocumentOptions = (doc: TLegalDoc) =>
  queryOptions({ queryKey: legalDocumentKey(doc), queryFn: () => getLegalDocument(doc), staleTime: 5 * 60_000 });

export const useLegalDocument = (doc: TLegalDoc) => useQuery(legalDocumentOptions(doc));
