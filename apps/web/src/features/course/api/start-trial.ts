import type { TCourseAccess } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { courseKey } from "./keys.ts";

export const startTrial = async () => (await api<TCourseAccess>("/course/trial", { method: "POST" })).data;

export function useStartTrial() {
  return useMutationThatRefreshes(startTrial, { refresh: [courseKey] });
}
