import { useMutation } from "@tanstack/react-query";
import type { TForgotPasswordRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const forgotPassword = (body: TForgotPasswordRequest) => api<null>("/password-reset", { method: "POST", body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
