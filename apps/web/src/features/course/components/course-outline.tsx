import type { TModuleSummary } from "@vaultline/shared";
import { CheckCircle2, Circle, ClipboardCheck, Lock, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { ProgressBar } from "./progress-bar.tsx";

/** Modules in order, each with its progress, quiz state and lessons (locked ones say so). */
export function CourseOutline({ modules, showProgress }: { modules: TModuleSummary[]; showProgress: boolean }) {
  return (
    <ol className="flex flex-col gap-5">
      {modules.map((m, index) => (
        <li key={m.slug} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">Module {index + 1}</p>
              <h2 className="text-lg font-semibold text-ink-900">{m.title}</h2>
              {m.summary && <p className="mt-1 text-sm text-slate-600">{m.summary}</p>}
            </div>
            <div className="flex gap-2">
              {m.isPreview && (
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  Free preview
                </span>
              )}
              {m.isQuizPassed && (
                <span className="rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-800">
                  Quiz passed
                </span>
              )}
            </div>
          </div>
          {showProgress && (
            <div className="mt-3">
              <ProgressBar progress={m.progress} label={`${m.title} progress`} />
            </div>
          )}
          <ul className="mt-3 divide-y divide-slate-100">
            {m.lessons.map((l) => (
              <li key={l.slug}>
                <Link
                  to={paths.educationLesson(l.slug)}
                  className="flex items-center gap-3 rounded-lg px-2 py-2.5 text-sm hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  {l.isLocked ? (
                    <Lock size={18} aria-label="Locked" className="shrink-0 text-slate-400" />
                  ) : l.isCompleted ? (
                    <CheckCircle2 size={18} aria-label="Completed" className="shrink-0 text-teal-700" />
                  ) : (
                    <Circle size={18} aria-label="Not completed" className="shrink-0 text-slate-300" />
                  )}
                  <span className={`flex-1 ${l.isLocked ? "text-slate-500" : "text-ink-900"}`}>{l.title}</span>
                  {l.hasVideo && <PlayCircle size={16} aria-label="Video" className="shrink-0 text-slate-400" />}
                  {l.hasQuiz && <ClipboardCheck size={16} aria-label="Quiz" className="shrink-0 text-slate-400" />}
                  <span className="w-14 shrink-0 text-right text-xs text-slate-500">{l.minutes} min</span>
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
