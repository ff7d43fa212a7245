import type { TAdminUserRow } from "@vaultline/shared";
import { Link } from "react-router";
import { AvatarCard } from "../../../components/ui/avatar.tsx";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { StatusBadge } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { formatDollars } from "../../../lib/format.ts";

function Verified({ user }: { user: TAdminUserRow }) {
  return <StatusBadge status={user.isVerified ? "verified" : "unverified"} />;
}

const COLUMNS: Column<TAdminUserRow>[] = [
  {
    header: "User",
    cell: (u) => (
      <Link to={paths.admin.user(u.id)}>
        <AvatarCard
          user={u}
          size={36}
          nameClassName="font-semibold text-ink-900 hover:underline"
          handleClassName="text-slate-600"
        />
      </Link>
    ),
  },
  { header: "E-mail", cell: (u) => u.email, className: "max-w-64 truncate text-slate-700" },
  {
    header: "Status",
    cell: (u) => (
      <span className="flex gap-1">
        <Verified user={u} />
        {u.isAdmin && <StatusBadge status="withdrawn" label="Admin" />}
      </span>
    ),
  },
  { header: "Balance", cell: (u) => formatDollars(u.wallet), isNumeric: true, className: "font-semibold" },
];

/** The users grid: cards on a phone, a table from `md` up; every row opens the user. */
export function UsersTable({ users }: { users: TAdminUserRow[] }) {
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden">
        {users.map((u) => (
          <li key={u.id}>
            <Link
              to={paths.admin.user(u.id)}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              <AvatarCard
                user={u}
                className="flex min-w-0 flex-1 items-center gap-3"
                nameClassName="truncate font-semibold text-ink-900"
              >
                <p className="truncate text-xs text-slate-500">{u.email}</p>
              </AvatarCard>
              <span className="flex flex-col items-end gap-1">
                <span className="font-semibold tabular-nums">{formatDollars(u.wallet)}</span>
                <Verified user={u} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <DataTable
          columns={COLUMNS}
          rows={users}
          rowKey={(u) => u.id}
          rowProps={() => ({ className: "hover:bg-slate-50" })}
          headClassName="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600"
        />
      </div>
    </>
  );
}
