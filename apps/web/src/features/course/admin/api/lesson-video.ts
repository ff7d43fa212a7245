import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminLesson, TApiSuccess } from "@vaultline/shared";
import { api, apiUpload, toFormData } from "../../../../lib/api-client.ts";
import { courseAdminKeys } from "./keys.ts";

/** POST /admin/course/lessons/:id/video with upload progress (0..1). */
export const uploadLessonVideo = ({
  id,
  file,
  onProgress,
}: {
  id: string;
  file: File;
  onProgress?: (sent: number) => void;
}) => {
  return apiUpload<TAdminLesson>(`/admin/course/lessons/${id}/video`, toFormData({ video: file }), { onProgress });
};

/** DELETE /admin/course/lessons/:id/video. */
export const removeLessonVideo = (id: string) =>
  api<TAdminLesson>(`/admin/course/lessons/${id}/video`, { method: "DELETE" });

function useLessonUpdate<V>(mutationFn: (vars: V) => Promise<TApiSuccess<TAdminLesson>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (res) => {
      queryClient.setQueryData(courseAdminKeys.lesson(res.data.id), res.data);
      await queryClient.invalidateQueries({ queryKey: courseAdminKeys.outline() });
    },
  });
}

export const useUploadLessonVideo = () => useLessonUpdate(uploadLessonVideo);
export const useRemoveLessonVideo = () => useLessonUpdate(removeLessonVideo);
