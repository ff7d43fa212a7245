import type { TVerificationFields, TVerificationRequest } from "@vaultline/shared";
import { api, toFormData } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { myRequestKey } from "./my-request.ts";

export type SubmitInput = TVerificationFields & { name: string; front: File; back: File };

export function submitVerification({ name, phone, label, ssn, front, back }: SubmitInput) {
  const form = toFormData({ name, phone, label, ssn, front, back });
  return api<TVerificationRequest>("/user/verification", { method: "POST", formData: form });
}

export function useSubmitVerification() {
  return useMutationThatRefreshes(submitVerification, { refresh: [myRequestKey, currentUserKey] });
}
