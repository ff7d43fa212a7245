import { Star } from "lucide-react";

/** A rating shown as five stars, read out as "4 out of 5 stars". */
export function Stars({ value, size = 18 }: { value: number; size?: number }) {
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden="true"
          className={n <= value ? "fill-amber-400 text-amber-500" : "fill-none text-slate-300"}
        />
      ))}
    </span>
  );
}
