import { useQuery } from "@tanstack/react-query";
import type { TInclusionProof, TTransparency } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const transparencyKey = ["transparency"] as const;

export const getTransparency = async () => (await api<TTransparency>("/transparency")).data;
/** The member's proof of inclusion in the latest published tree. */
export const getInclusionProof = async () => (await api<TInclusionProof>("/user/transparency/proof")).data;

export const useTransparency = () =>
  useQuery({ queryKey: transparencyKey, queryFn: getTransparency, staleTime: 60_000 });
