import type { TUser } from "@vaultline/shared";
import type { ReactNode } from "react";

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

/**
 * The picture beside the member's name and @username, as the profile, the admin's sidebar and the
 * admin's member screens show it. The class names set the size of the type for each place;
 * `handle` replaces the @username line, `children` adds lines below it.
 */
export function AvatarCard({
  user,
  size,
  className = "flex items-center gap-3",
  nameClassName = "font-semibold text-ink-900",
  handleClassName = "truncate text-sm text-slate-600",
  handle,
  children,
}: {
  user: Pick<TUser, "imageUrl" | "name" | "username">;
  size?: number;
  className?: string;
  nameClassName?: string;
  handleClassName?: string;
  handle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <Avatar user={user} size={size} />
      <div className="min-w-0">
        <p className={nameClassName}>
          {user.name.firstname} {user.name.lastname}
        </p>
        <p className={handleClassName}>{handle ?? `@${user.username}`}</p>
        {children}
      </div>
    </div>
  );
}
