import type { TProgress } from "@vaultline/shared";

export function ProgressBar({ progress, label }: { progress: TProgress; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}% (${progress.completed} of ${progress.total} lessons)`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress.percent}%` }} />
      </div>
      <span className="w-12 shrink-0 text-right text-sm font-semibold tabular-nums text-slate-700">
        {progress.percent}%
      </span>
    </div>
  );
}
