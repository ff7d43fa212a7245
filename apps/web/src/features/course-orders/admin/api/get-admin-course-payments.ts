import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminCoursePayment, TPage } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";

export const adminCoursePaymentsKey = ["admin", "course-payments"] as const;

export const getAdminCoursePayments = async (page: number) =>
  (await api<TPage<TAdminCoursePayment>>(`/admin/course-payments?page=${page}&pageSize=10`)).data;

export const adminCoursePaymentsOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminCoursePaymentsKey, page],
    queryFn: () => getAdminCoursePayments(page),
    placeholderData: keepPreviousData,
  });

export const useAdminCoursePayments = (page: number) => useQuery(adminCoursePaymentsOptions(page));
