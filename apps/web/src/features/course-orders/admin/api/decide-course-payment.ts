import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCoursePayment } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCoursePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCoursePaymentsKey }),
  });
}
