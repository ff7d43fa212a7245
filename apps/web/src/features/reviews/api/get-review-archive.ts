import { useQuery } from "@tanstack/react-query";
import type { TArchivedReviewImage } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { adminReviewsKey } from "./keys.ts";

export const getReviewArchive = async () => (await api<TArchivedReviewImage[]>("/admin/reviews/archive")).data;

/** Images admins uploaded before reviews came from members: read-only. */
export const useReviewArchive = () =>
  useQuery({ queryKey: [...adminReviewsKey, "archive"], queryFn: getReviewArchive });
