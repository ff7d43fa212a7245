import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminCoursePayment, TCoursePayment, TDepositOptions, TPage } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useCursorList } from "../../../lib/use-cursor-list.ts";

export const myCoursePaymentsKey = ["education", "mine"] as const;
export const adminCoursePaymentsKey = ["admin", "course-payments"] as const;

/** The signed-in user's course payments, newest first, a page at a time. */
export const useMyCoursePayments = () => useCursorList<TCoursePayment>(myCoursePaymentsKey, "/user/course-payments");

/** Addresses and card gateway status, shared with the deposit flow. */
export const usePaymentOptions = () =>
  useQuery({
    queryKey: ["payment-options"],
    queryFn: async () => (await api<TDepositOptions>("/user/deposit-options")).data,
    staleTime: 60_000,
  });

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

export const getAdminCoursePayments = async (page: number) =>
  (await api<TPage<TAdminCoursePayment>>(`/admin/course-payments?page=${page}&pageSize=10`)).data;

export const useAdminCoursePayments = (page: number) =>
  useQuery({
    queryKey: [...adminCoursePaymentsKey, page],
    queryFn: () => getAdminCoursePayments(page),
    placeholderData: keepPreviousData,
  });

export function useDecideCoursePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: "accept" | "deny"; reason?: string }) =>
      api<TCoursePayment>(`/admin/course-payments/${encodeURIComponent(id)}/${decision}`, {
        method: "POST",
        body: decision === "deny" ? { reason } : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCoursePaymentsKey }),
  });
}
