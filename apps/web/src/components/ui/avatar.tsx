import type { TUser } from "@vaultline/shared";

/** The profile picture, or the initials when there is none. Profile pictures are public files. */
export function Avatar({ user, size = 40 }: { user: Pick<TUser, "imageUrl" | "name" | "username">; size?: number }) {
  const initials = `${user.name.firstname[0] ?? ""}${user.name.lastname[0] ?? ""}`.toUpperCase();
  const style = { width: size, height: size };
  if (user.imageUrl) {
    return (
      <img src={user.imageUrl} alt={`${user.username}'s profile`} style={style} className="rounded-full object-cover" />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={style}
      className="inline-flex items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
    >
      {initials}
    </span>
  );
}
