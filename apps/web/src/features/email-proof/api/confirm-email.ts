import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useRefreshEmail } from "./get-email-status.ts";

export const confirmEmail = (token: string) =>
  api<{ email: string; isChange: boolean; isAlreadyConfirmed: boolean }>("/email/confirm", {
    method: "POST",
    body: { token },
  });

/** Opens an e-mail link; works signed in or not (the token says whose address it is). */
export function useConfirmEmail() {
  const refresh = useRefreshEmail();
  return useMutation({ mutationFn: confirmEmail, onSuccess: refresh });
}
