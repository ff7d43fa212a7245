import type { TSubscriber } from "@vaultline/shared";
import { Download } from "lucide-react";
import { useState } from "react";
import { useBanner } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { type Column, DataTable } from "../../../../components/ui/data-table.tsx";
import { PageTitle } from "../../../../components/ui/misc.tsx";
import { PagedQueue } from "../../../../components/ui/paged-queue.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { downloadSubscribersCsv } from "../api/download-subscribers-csv.ts";
import { useSubscribers } from "../api/get-subscribers.ts";

const COLUMNS: Column<TSubscriber>[] = [
  { header: "E-mail", cell: (s) => s.email, className: "font-medium text-ink-900" },
  { header: "Subscribed", cell: (s) => formatDateTime(s.createdAt), className: "text-slate-600" },
];

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
            <DataTable
              columns={COLUMNS}
              rows={items}
              rowKey={(s) => s.id}
              headClassName="bg-slate-50 text-xs uppercase tracking-wide text-slate-500"
            />
          </div>
        )}
      </PagedQueue>
    </div>
  );
}
