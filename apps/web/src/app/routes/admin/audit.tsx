import { useSearchParams } from "react-router";
import { PageTitle } from "../../../components/ui/misc.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { QueryResult } from "../../../components/ui/query-result.tsx";
import { useAuditLog } from "../../../features/admin/api/get-audit-log.ts";
import { AuditFilters, type AuditFilterValues } from "../../../features/admin/components/audit-filters.tsx";
import { AuditTable } from "../../../features/admin/components/audit-table.tsx";

const KEYS = ["admin", "action", "targetType", "targetId"] as const;

export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ""])) as AuditFilterValues;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const audit = useAuditLog({ ...filters, page });
  const apply = (next: AuditFilterValues, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const key of KEYS) if (next[key]) search.set(key, next[key]);
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search);
  };
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle subtitle="Every admin action, newest first. Entries cannot be changed or deleted.">
        Audit log
      </PageTitle>
      <AuditFilters key={params.toString()} value={filters} onApply={(next) => apply(next)} />
      <QueryResult query={audit}>
        {(data) => (
          <>
            <AuditTable entries={data.entries} />
            <Pagination {...data} noun="entries" onPage={(p) => apply(filters, p)} />
          </>
        )}
      </QueryResult>
    </div>
  );
}
