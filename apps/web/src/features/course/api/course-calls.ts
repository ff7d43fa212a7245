import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCertificate, TCourseAccess, TCourseOverview, TLesson, TQuizResult } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth.tsx";

// The course answers differ per viewer (access, progress), so every key carries who is asking.
export const courseKey = ["course"] as const;

function useViewer(): string {
  return useSession().user?._id ?? "visitor";
}

export const getCourse = async () => (await api<TCourseOverview>("/course")).data;

export function useCourse() {
  const viewer = useViewer();
  return useQuery({ queryKey: [...courseKey, viewer, "overview"], queryFn: getCourse });
}

/**
 * Whether the signed-in member may use the course's tools (a package or a running trial): the
 * member menu offers the demo account then. Asks nothing for a visitor.
 */
export function useHasCourseAccess(): boolean {
  const viewer = useViewer();
  const { isAuthenticated } = useSession();
  const query = useQuery({
    queryKey: [...courseKey, viewer, "overview"],
    queryFn: getCourse,
    enabled: isAuthenticated,
    select: (course) => course.access.kind !== "none",
  });
  return query.data === true;
}

export const getLesson = async (slug: string) =>
  (await api<TLesson>(`/course/lessons/${encodeURIComponent(slug)}`)).data;

export function useLesson(slug: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...courseKey, viewer, "lesson", slug],
    queryFn: () => getLesson(slug),
    // A 403 or 404 is an answer, not a hiccup: show it at once.
    retry: false,
  });
}

export function useStartTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<TCourseAccess>("/course/trial", { method: "POST" })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: courseKey }),
  });
}

export function useCompleteLesson(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api<TCourseOverview>(`/course/lessons/${encodeURIComponent(slug)}/complete`, { method: "POST" })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: courseKey }),
  });
}

export function useSubmitQuiz(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answers: Record<string, number[]>) =>
      (
        await api<TQuizResult>(`/course/lessons/${encodeURIComponent(slug)}/quiz`, {
          method: "POST",
          body: { answers },
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: courseKey }),
  });
}

export function useCertificate(id: string) {
  return useQuery({
    queryKey: ["certificate", id],
    queryFn: async () => (await api<TCertificate>(`/certificates/${encodeURIComponent(id)}`)).data,
    retry: false,
  });
}
