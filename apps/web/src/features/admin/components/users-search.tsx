import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState, PageTitle } from "../../../components/ui/misc.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { QueryResult } from "../../../components/ui/query-result.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminUsers } from "../api/get-admin-users.ts";
import { UsersTable } from "./users-table.tsx";

/** Every member, searched as the admin types; the query and page live in the address. */
export function UsersSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), 300);

  const pushed = useRef(q);

  // Typing searches after a pause; the query and page live in the URL (shareable, back button).
  useEffect(() => {
    if (debounced === pushed.current) return;
    pushed.current = debounced;
    setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, setParams]);
  // The URL changed from outside (back, a link): show its query in the box.
  useEffect(() => {
    if (q === pushed.current) return;
    pushed.current = q;
    setText(q);
  }, [q]);

  const users = useAdminUsers(q, page);
  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set("page", String(next));
    setParams(nextParams);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle subtitle="Search by username, e-mail, first or last name (one or two letters find those that start with them)">
        All users
      </PageTitle>
      <div className="relative mb-4">
        <Search
          size={18}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          aria-label="Search users"
          placeholder="Search users"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-white py-2 pr-10 pl-10 text-base outline-none focus:ring-2 focus:ring-brand-600 sm:text-sm"
        />
        {users.isFetching && !users.isPending && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-brand-700">
            <Spinner size="sm" label="Searching" />
          </span>
        )}
      </div>
      <QueryResult query={users}>
        {(data) =>
          data.users.length === 0 ? (
            <EmptyState title={q ? `No users match "${q}"` : "No users yet"} />
          ) : (
            <>
              <UsersTable users={data.users} />
              <Pagination {...data} noun="users" onPage={goTo} />
            </>
          )
        }
      </QueryResult>
    </div>
  );
}
