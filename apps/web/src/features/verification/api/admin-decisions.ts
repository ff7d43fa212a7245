import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TRevealedSsn, TSetVerified, TUser, TVerificationDecision, TVerificationRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { adminRequestsKey } from "./admin-requests.ts";

export const decideRequest = (id: string, body: TVerificationDecision) =>
  api<TVerificationRequest>(`/admin/verifications/${encodeURIComponent(id)}`, { method: "PATCH", body });

export const setUserVerified = (id: string, body: TSetVerified) =>
  api<TUser>(`/admin/users/${encodeURIComponent(id)}/verified`, { method: "PATCH", body });

export const verifyUserKey = (id: string) => ["verification", "user", id] as const;

export const getUserForVerify = async (id: string) => (await api<TUser>(`/user/${encodeURIComponent(id)}`)).data;

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TVerificationDecision }) => decideRequest(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
  });
}

export function useSetUserVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) => setUserVerified(id, { isVerified }),
    onSuccess: async (result) => {
      queryClient.setQueryData(verifyUserKey(result.data._id), result.data);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

export const revealSsn = async (id: string, reason: string) =>
  (await api<TRevealedSsn>(`/admin/verifications/${encodeURIComponent(id)}/ssn`, { method: "POST", body: { reason } }))
    .data;

/** The whole SSN, kept only in this component's state: never cached with the request. */
export const useRevealSsn = (id: string) => useMutation({ mutationFn: (reason: string) => revealSsn(id, reason) });
