import type { TCourseAccess, TProgress } from "@vaultline/shared";
import { GraduationCap } from "lucide-react";
import { Card, ErrorNotice } from "../../../../components/ui/misc.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { formatDate, formatDateTime } from "../../../../lib/format.ts";
import { useMemberProgress } from "../api/get-member-progress.ts";

const ACCESS_LABELS: Record<TCourseAccess["kind"], string> = {
  lifetime: "PREMIUM, for life",
  monthly: "STANDARD (monthly)",
  trial: "Free trial",
  none: "No access",
};

export function accessText(access: TCourseAccess): string {
  const label = ACCESS_LABELS[access.kind];
  if (access.endsAt) return `${label}, until ${formatDate(access.endsAt)}`;
  if (access.kind === "none" && access.trialEndedAt) return `${label} (trial ended ${formatDate(access.trialEndedAt)})`;
  if (access.kind === "none" && access.monthlyEndedAt) {
    return `${label} (monthly access ended ${formatDate(access.monthlyEndedAt)})`;
  }
  return label;
}

function ProgressBar({ label, progress }: { label: string; progress: TProgress }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="min-w-0 truncate">{label}</span>
        <span className="shrink-0 text-slate-600">
          {progress.completed}/{progress.total} · {progress.percent}%
        </span>
      </div>
      <progress className="h-2 w-full" max={100} value={progress.percent} aria-label={`${label} progress`} />
    </div>
  );
}

/** The admin user detail's course panel: access, progress per module, quiz attempts and certificate. */
export function MemberCoursePanel({ userId }: { userId: string }) {
  const course = useMemberProgress(userId);
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <GraduationCap size={20} aria-hidden="true" /> Course
      </h2>
      {course.isPending ? (
        <Spinner label="Loading course progress" />
      ) : course.isError ? (
        <ErrorNotice
          message={errorMessage(course.error, "Unable to load the course progress")}
          onRetry={() => course.refetch()}
        />
      ) : (
        <>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">Access</dt>
              <dd className="font-medium">{accessText(course.data.access)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Certificate</dt>
              <dd className="font-mono">{course.data.certificateId ?? "Not earned yet"}</dd>
            </div>
          </dl>
          <ProgressBar label="Whole course" progress={course.data.progress} />
          <div className="flex flex-col gap-3">
            {course.data.modules.map((m) => (
              <div key={m.title}>
                <ProgressBar label={m.title} progress={m.progress} />
                {m.isQuizPassed !== null && (
                  <p className="text-xs text-slate-600">Quiz {m.isQuizPassed ? "passed" : "not passed yet"}</p>
                )}
              </div>
            ))}
          </div>
          <div>
            <h3 className="mb-2 font-semibold text-ink-900">Quiz attempts</h3>
            {course.data.attempts.length === 0 ? (
              <p className="text-sm text-slate-600">No quiz attempts yet.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Quiz attempts, newest first (at most 50)</caption>
                  <thead className="text-slate-500">
                    <tr>
                      <th className="py-1 pr-3 font-medium">When</th>
                      <th className="py-1 pr-3 font-medium">Lesson</th>
                      <th className="py-1 pr-3 font-medium">Score</th>
                      <th className="py-1 font-medium">Result</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {course.data.attempts.map((a) => (
                      <tr key={`${a.createdAt}-${a.lesson}`}>
                        <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(a.createdAt)}</td>
                        <td className="py-1 pr-3">{a.lesson}</td>
                        <td className="py-1 pr-3">{a.scorePercent}%</td>
                        <td className="py-1">{a.isPassed ? "Passed" : "Not passed"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
