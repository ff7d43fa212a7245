/** A rating shown as five stars, read out as "4 out of 5 stars" (text, not icons: it is on the home page). */
export function Stars({ value }: { value: number }) {
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="text-lg leading-none tracking-wider">
      <span className="text-amber-500">{"★".repeat(value)}</span>
      <span className="text-slate-300">{"★".repeat(5 - value)}</span>
    </span>
  );
}
