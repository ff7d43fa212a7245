/** A grey placeholder that holds the space of content still loading, so nothing jumps when it arrives. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-slate-200 ${className}`} />;
}
