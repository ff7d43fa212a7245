import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMemberProgress } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { courseAdminKeys } from "./keys.ts";

export const getMemberProgress = async (userId: string) =>
  (await api<TMemberProgress>(`/admin/users/${userId}/course`)).data;

/** A member's course access, progress and quiz attempts, for the admin user detail. */
export const memberProgressOptions = (userId: string) =>
  queryOptions({ queryKey: courseAdminKeys.member(userId), queryFn: () => getMemberProgress(userId) });

export const useMemberProgress = (userId: string) => useQuery(memberProgressOptions(userId));
