import { useMutation } from "@tanstack/react-query";
import type { TRevealedSsn } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";

export const revealSsn = async (id: string, reason: string) =>
  (await api<TRevealedSsn>(`/admin/verifications/${encodeURIComponent(id)}/ssn`, { method: "POST", body: { reason } }))
    .data;

/** The whole SSN, kept only in this component's state: never cached with the request. */
export const useRevealSsn = (id: string) => useMutation({ mutationFn: (reason: string) => revealSsn(id, reason) });
