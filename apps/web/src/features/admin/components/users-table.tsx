import type { TAdminUserRow } from "@vaultline/shared";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { StatusBadge } from "../../../components/ui/misc.tsx";
import { paths } from "../../../config/paths.ts";
import { formatDollars } from "../../../lib/format.ts";

function Verified({ user }: { user: TAdminUserRow }) {
  return <StatusBadge status={user.isVerified ? "verified" : "unverified"} />;
}

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
              <Avatar user={u} size={40} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink-900">
                  {u.name.firstname} {u.name.lastname}
                </span>
                <span className="block truncate text-sm text-slate-600">@{u.username}</span>
                <span className="block truncate text-xs text-slate-500">{u.email}</span>
              </span>
              <span className="flex flex-col items-end gap-1">
                <span className="font-semibold tabular-nums">{formatDollars(u.wallet)}</span>
                <Verified user={u} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                User
              </th>
              <th scope="col" className="px-4 py-3">
                E-mail
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((u) => (
              <tr key={u.id} className="hover:bg-slate-50">
                <td className="px-4 py-3">
                  <Link to={paths.admin.user(u.id)} className="flex items-center gap-3">
                    <Avatar user={u} size={36} />
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink-900 hover:underline">
                        {u.name.firstname} {u.name.lastname}
                      </span>
                      <span className="block text-slate-600">@{u.username}</span>
                    </span>
                  </Link>
                </td>
                <td className="max-w-64 truncate px-4 py-3 text-slate-700">{u.email}</td>
                <td className="px-4 py-3">
                  <span className="flex gap-1">
                    <Verified user={u} />
                    {u.isAdmin && <StatusBadge status="withdrawn" label="Admin" />}
                  </span>
                </td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatDollars(u.wallet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
