import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCourseAccess } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { courseKey } from "./keys.ts";

export const startTrial = async () => (await api<TCourseAccess>("/course/trial", { method: "POST" })).data;

export function useStartTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: () => client.invalidateQueries({ queryKey: courseKey }),
  });
}
