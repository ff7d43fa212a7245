import { Card, EmptyState, ErrorNotice } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useSecurityEvents } from "../api/get-security-events.ts";

/** What happened to the account lately, in plain words. */
export function EventsSection() {
  const events = useSecurityEvents();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink-900">Recent security events</h2>
      {events.isError && <ErrorNotice message={events.error.message} onRetry={() => events.refetch()} />}
      {events.isPending && <Skeleton className="mt-3 h-24 w-full" />}
      {events.data?.length === 0 && <EmptyState title="Nothing yet" />}
      {events.data && events.data.length > 0 && (
        <ol className="mt-3 divide-y divide-slate-100" aria-label="Recent security events">
          {events.data.map((e) => (
            <li key={e.id} className="py-2.5 text-sm">
              <p className="font-medium text-ink-900">
                {e.text}
                {e.detail && <span className="font-normal text-slate-700">: {e.detail}</span>}
              </p>
              <p className="text-slate-600">
                {formatDateTime(e.createdAt)}
                {e.device && ` · ${e.device}`}
                {e.ip && ` · address ${e.ip}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
