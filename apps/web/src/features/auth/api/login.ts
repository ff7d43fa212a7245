import { useMutation } from "@tanstack/react-query";
import type { TLoginRequest, TUser } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

/** A sign-in's answer: the user, and whether the password must be changed now. */
export type SignedIn = Awaited<ReturnType<typeof api<TUser>>> & { mustChangePassword?: boolean };

export const login = (body: TLoginRequest) => api<TUser>("/login", { method: "POST", body }) as Promise<SignedIn>;

export const useLogin = () => useMutation({ mutationFn: login });
