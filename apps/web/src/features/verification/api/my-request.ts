import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TVerificationRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const myRequestKey = ["verification", "mine"] as const;

export const getMyRequest = async () => (await api<TVerificationRequest | null>("/user/verification")).data;

export const myRequestOptions = () => queryOptions({ queryKey: myRequestKey, queryFn: getMyRequest });

/** The signed-in user's latest verification request (SSN masked), or null. */
export const useMyRequest = (enabled = true) => useQuery({ ...myRequestOptions(), enabled });
