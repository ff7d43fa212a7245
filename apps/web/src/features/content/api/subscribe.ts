import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const subscribe = (email: string) => api<null>("/subscribe", { method: "POST", body: { email } });

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
