import { Download } from "lucide-react";
import { useState } from "react";
import { useBanner } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { PageTitle } from "../../../../components/ui/misc.tsx";
import { PagedQueue } from "../../../../components/ui/paged-queue.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { downloadSubscribersCsv } from "../api/download-subscribers-csv.ts";
import { useSubscribers } from "../api/get-subscribers.ts";

/** The subscribe box's e-mails, a page at a time, with a CSV export. */
export function SubscribersList() {
  const [page, setPage] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const subscribers = useSubscribers(page);
  const { showBanner } = useBanner();
  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await downloadSubscribersCsv();
    } catch (error) {
      showBanner((error as Error).message, "error");
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle subtitle="E-mails from the subscribe box on the home page, newest first.">Subscribers</PageTitle>
        <Button variant="secondary" isLoading={isExporting} onClick={exportCsv}>
          <Download size={16} aria-hidden="true" /> Export CSV
        </Button>
      </div>
      <PagedQueue query={subscribers} page={page} onPage={setPage} empty="No subscribers yet">
        {(items) => (
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    E-mail
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Subscribed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((s) => (
                  <tr key={s.id}>
                    <td className="px-4 py-3 font-medium text-ink-900">{s.email}</td>
                    <td className="px-4 py-3 text-slate-600">{formatDateTime(s.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedQueue>
    </div>
  );
}
