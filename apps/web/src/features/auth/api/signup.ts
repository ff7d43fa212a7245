import { useMutation } from "@tanstack/react-query";
import type { TSignupRequest, TUser } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const signup = (body: TSignupRequest) => api<TUser>("/signup", { method: "POST", body });

export const useSignup = () => useMutation({ mutationFn: signup });
