/** Query keys of course authoring; every change invalidates `all`. */
export const courseAdminKeys = {
  all: ["admin", "course"] as const,
  outline: () => [...courseAdminKeys.all, "outline"] as const,
  lesson: (id: string) => [...courseAdminKeys.all, "lesson", id] as const,
  preview: (markdown: string) => [...courseAdminKeys.all, "preview", markdown] as const,
  member: (userId: string) => [...courseAdminKeys.all, "member", userId] as const,
};
