import type { TCoursePayment } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";
import { adminCoursePaymentsKey } from "./get-admin-course-payments.ts";

export const decideCoursePayment = ({
  id,
  decision,
  reason,
}: {
  id: string;
  decision: "accept" | "deny";
  reason?: string;
}) =>
  api<TCoursePayment>(`/admin/course-payments/${encodeURIComponent(id)}/${decision}`, {
    method: "POST",
    body: decision === "deny" ? { reason } : undefined,
  });

export function useDecideCoursePayment() {
  return useMutationThatRefreshes(decideCoursePayment, { refresh: [adminCoursePaymentsKey] });
}
