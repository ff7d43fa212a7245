import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TEmailStatus } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useRefresh } from "../../../lib/use-refreshing-mutation.ts";

export const emailStatusKey = ["email-status"] as const;

export const getEmailStatus = async () => (await api<TEmailStatus>("/user/email")).data;

export const emailStatusOptions = () => queryOptions({ queryKey: emailStatusKey, queryFn: getEmailStatus });

export const useEmailStatus = () => useQuery(emailStatusOptions());

/** A confirmed or changed address shows in the e-mail status and in the current user. */
export function useRefreshEmail() {
  return useRefresh(emailStatusKey, currentUserKey);
}
