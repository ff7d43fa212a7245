import { Laptop } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, ErrorNotice, FormError } from "../../../components/ui/misc.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useEndOtherSessions } from "../api/end-other-sessions.ts";
import { useEndSession } from "../api/end-session.ts";
import { useSessions } from "../api/get-sessions.ts";

/** The member's signed-in devices: end one, or every other one. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [endingId, setEndingId] = useState<string | null>(null);
  const others = sessions.data?.filter((s) => !s.isCurrent).length ?? 0;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink-900">Signed-in devices</h2>
      <p className="mt-1 text-sm text-slate-600">
        If you do not recognise a device, sign it out and change your password. A device is signed out by itself after a
        while without use, or when your password changes; the sign-in page then tells you why.
      </p>
      {sessions.isError && <ErrorNotice message={sessions.error.message} onRetry={() => sessions.refetch()} />}
      {sessions.isPending && <Skeleton className="mt-3 h-24 w-full" />}
      {sessions.data && (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Signed-in devices">
          {sessions.data.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 items-start gap-3">
                <Laptop size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-slate-500" />
                <div className="min-w-0 break-words text-sm">
                  <p className="font-semibold text-ink-900">
                    {s.device}
                    {s.isCurrent && (
                      <span className="ml-2 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-800">
                        This device
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600">
                    Address {s.ip} · last used {formatDateTime(s.lastSeenAt)} · signed in {formatDateTime(s.createdAt)}
                  </p>
                </div>
              </div>
              {!s.isCurrent && (
                <Button
                  variant="secondary"
                  isLoading={endOne.isPending && endingId === s.id}
                  aria-label={`Sign out ${s.device}, last used ${formatDateTime(s.lastSeenAt)}`}
                  onClick={async () => {
                    setEndingId(s.id);
                    await endOne.submit(s.id);
                  }}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormError error={endOne.error ?? endOthers.error} />
      {others > 0 && (
        <Button
          variant="secondary"
          className="mt-3"
          isLoading={endOthers.isPending}
          onClick={async () => {
            await endOthers.submit(undefined);
          }}
        >
          Log out of all other devices
        </Button>
      )}
    </Card>
  );
}
