import { Link } from "react-router";
import { paths } from "../../config/paths.ts";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={`flex items-center gap-2 text-lg font-extrabold tracking-tight ${className || "text-ink-900"}`}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Vaultline
    </Link>
  );
}
