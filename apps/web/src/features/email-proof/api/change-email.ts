import { useMutation } from "@tanstack/react-query";
import type { TChangeEmailRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshEmail } from "./get-email-status.ts";

export const changeEmail = (body: TChangeEmailRequest) =>
  api<{ pendingEmail: string }>("/user/email", { method: "POST", body });

export function useChangeEmail() {
  const refresh = useRefreshEmail();
  return useMutation({ mutationFn: changeEmail, onSuccess: refresh });
}
