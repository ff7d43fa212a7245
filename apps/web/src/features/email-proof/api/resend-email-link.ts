import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const resendEmailLink = () => api<{ email: string }>("/email/resend", { method: "POST" });

export const useResendEmailLink = () => useMutation({ mutationFn: resendEmailLink });
