import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const freezeNow = () => api<null>("/security/freeze-now", { method: "POST" });

/** Freezes the signed-in member's own account; their session ends with it. */
export const useFreezeNow = () => useMutation({ mutationFn: freezeNow });
