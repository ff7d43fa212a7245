import { ID_TYPE_LABELS } from "@vaultline/shared";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../../components/ui/button.tsx";
import { FilterTabs } from "../../../../components/ui/filter-tabs.tsx";
import { PagedQueue } from "../../../../components/ui/paged-queue.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { paths } from "../../../../config/paths.ts";
import { formatDate } from "../../../../lib/format.ts";
import { type RequestListStatus, useRequests } from "../api/get-requests.ts";

const STATUS_LABELS: Record<RequestListStatus, string> = { pending: "Pending", denied: "Denied" };

/** Pending requests (or denied ones), newest first; accepted ones are never listed. */
export function RequestsList() {
  const [status, setStatus] = useState<RequestListStatus>("pending");
  const [page, setPage] = useState(1);
  const query = useRequests(status, page);
  return (
    <div>
      <div className="mb-4">
        <FilterTabs
          label="Request status"
          options={STATUS_LABELS}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>
      <PagedQueue
        query={query}
        page={page}
        onPage={setPage}
        empty={status === "pending" ? "No pending requests" : "No denied requests"}
        loading={<Spinner label="Loading requests" />}
        errorMessage="Unable to get verification requests"
      >
        {(items) => (
          <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">
                    {r.fullName} <span className="font-normal text-slate-600">@{r.name}</span>
                  </p>
                  <p className="truncate text-sm text-slate-600">{r.email}</p>
                  <p className="text-sm text-slate-600">
                    {ID_TYPE_LABELS[r.label]} · submitted {formatDate(r.createdAt)}
                  </p>
                </div>
                <Link to={paths.admin.verifyRequest(r.id)} className={buttonClass("secondary")}>
                  Review
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedQueue>
    </div>
  );
}
