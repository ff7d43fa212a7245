import { useSession } from "../../../lib/auth.tsx";

// The course answers differ per viewer (access, progress), so every key carries who is asking.
export const courseKey = ["course"] as const;

/** Who is asking: the signed-in member's id, or "visitor". */
export function useViewer(): string {
  return useSession().user?.id ?? "visitor";
}
