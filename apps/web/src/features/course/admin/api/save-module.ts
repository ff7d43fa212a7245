import type { TAdminModule, TModuleInput } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";
import { courseAdminKeys } from "./keys.ts";

/** POST /admin/course/modules (new) or PATCH /admin/course/modules/:id (edit). */
export const saveModule = ({ id, body }: { id?: string; body: TModuleInput }) =>
  id
    ? api<TAdminModule>(`/admin/course/modules/${id}`, { method: "PATCH", body })
    : api<TAdminModule>("/admin/course/modules", { method: "POST", body });

export function useSaveModule() {
  return useMutationThatRefreshes(saveModule, { refresh: [courseAdminKeys.outline()] });
}
