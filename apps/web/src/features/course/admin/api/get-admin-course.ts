import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminModule } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { courseAdminKeys } from "./keys.ts";

export const getAdminCourse = async () => (await api<TAdminModule[]>("/admin/course")).data;

/** Every module and lesson, drafts included. */
export const adminCourseOptions = () => queryOptions({ queryKey: courseAdminKeys.outline(), queryFn: getAdminCourse });

export const useAdminCourse = () => useQuery(adminCourseOptions());
