import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TUser } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";

export const verifyUserKey = (id: string) => ["verification", "user", id] as const;

export const getUserForVerify = async (id: string) => (await api<TUser>(`/user/${encodeURIComponent(id)}`)).data;

export const userForVerifyOptions = (id: string) =>
  queryOptions({ queryKey: verifyUserKey(id), queryFn: () => getUserForVerify(id) });

/** A member as the verify-user screen shows them, with their verified flag. */
export const useUserForVerify = (id: string) => useQuery(userForVerifyOptions(id));
