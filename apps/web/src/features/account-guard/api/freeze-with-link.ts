import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const freezeWithLink = (token: string) => api<null>("/security/freeze", { method: "POST", body: { token } });

/** Opens a freeze link from a security e-mail (no sign-in needed). */
export const useFreezeWithLink = () => useMutation({ mutationFn: freezeWithLink });
