import type { TCoursePayment } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { myCoursePaymentsKey } from "./get-my-course-payments.ts";

export const payCourse = (formData: FormData, idempotencyKey: string) =>
  api<TCoursePayment>("/user/course-payments", { method: "POST", formData, idempotencyKey });

export function usePayCourse() {
  return useMutationThatRefreshes(
    ({ formData, idempotencyKey }: { formData: FormData; idempotencyKey: string }) =>
      payCourse(formData, idempotencyKey),
    // A wallet or card payment opens the course at once (the course feature's answers live under "course").
    { refresh: [myCoursePaymentsKey, currentUserKey, ["course"]] },
  );
}
