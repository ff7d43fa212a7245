import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCourseOverview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth.tsx";
import { courseKey, useViewer } from "./keys.ts";

export const getCourse = async () => (await api<TCourseOverview>("/course")).data;

export const courseOptions = (viewer: string) =>
  queryOptions({ queryKey: [...courseKey, viewer, "overview"], queryFn: getCourse });

export function useCourse() {
  return useQuery(courseOptions(useViewer()));
}

/**
 * Whether the signed-in member may use the course's tools (a package or a running trial): the
 * member menu offers the demo account then. Asks nothing for a visitor.
 */
export function useHasCourseAccess(): boolean {
  const viewer = useViewer();
  const { isAuthenticated } = useSession();
  const query = useQuery({
    ...courseOptions(viewer),
    enabled: isAuthenticated,
    select: (course) => course.access.kind !== "none",
  });
  return query.data === true;
}
