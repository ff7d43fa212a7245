import type { TVerificationFields, TVerificationRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { myRequestKey } from "./my-request.ts";

export type SubmitInput = TVerificationFields & { name: string; front: File; back: File };

export function submitVerification(input: SubmitInput) {
  const form = new FormData();
  form.append("name", input.name);
  form.append("phone", input.phone);
  form.append("label", input.label);
  form.append("ssn", input.ssn);
  form.append("front", input.front);
  form.append("back", input.back);
  return api<TVerificationRequest>("/user/verification", { method: "POST", formData: form });
}

export function useSubmitVerification() {
  return useMutationThatRefreshes(submitVerification, { refresh: [myRequestKey, currentUserKey] });
}
