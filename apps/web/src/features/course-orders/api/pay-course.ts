import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCoursePayment } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { myCoursePaymentsKey } from "./get-my-course-payments.ts";

export const payCourse = (formData: FormData, idempotencyKey: string) =>
  api<TCoursePayment>("/user/course-payments", { method: "POST", formData, idempotencyKey });

export function usePayCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formData, idempotencyKey }: { formData: FormData; idempotencyKey: string }) =>
      payCourse(formData, idempotencyKey),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myCoursePaymentsKey });
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      // A wallet or card payment opens the course at once (the course feature's answers live under "course").
      await queryClient.invalidateQueries({ queryKey: ["course"] });
    },
  });
}
