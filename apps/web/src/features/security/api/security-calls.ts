import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TChangePasswordRequest, TSecurityEvent, TSession } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

const securityKey = ["security"] as const;

export const useSessions = () =>
  useQuery({
    queryKey: [...securityKey, "sessions"],
    queryFn: async () => (await api<TSession[]>("/security/sessions")).data,
  });

export const useSecurityEvents = () =>
  useQuery({
    queryKey: [...securityKey, "events"],
    queryFn: async () => (await api<TSecurityEvent[]>("/security/events")).data,
  });

function useSecurityMutation<T>(call: (input: T) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: securityKey }),
  });
}

export const useEndSession = () =>
  useSecurityMutation((id: string) => api<null>(`/security/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }));

export const useEndOtherSessions = () =>
  useSecurityMutation(() => api<{ ended: number }>("/security/sessions/end-others", { method: "POST" }));

export const useChangePassword = () =>
  useSecurityMutation((body: TChangePasswordRequest) =>
    api<{ ended: number }>("/security/password", { method: "POST", body }),
  );
