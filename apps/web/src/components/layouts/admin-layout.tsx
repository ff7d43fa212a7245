import {
  ArrowDownToLine,
  BadgeCheck,
  BookOpen,
  FileClock,
  GraduationCap,
  Images,
  Landmark,
  LayoutDashboard,
  ListPlus,
  LogOut,
  Mail,
  Package,
  ShieldCheck,
  Users,
  Wallet,
} from "lucide-react";
import { useState } from "react";
import { NavLink, Outlet } from "react-router";
import { paths } from "../../config/paths.ts";
import { useSession } from "../../lib/auth.tsx";
import { AvatarCard } from "../ui/avatar.tsx";
import { Logo } from "./logo.tsx";
import { MenuToggle } from "./menu-toggle.tsx";
import { useLogout } from "./public-shell.tsx";

const MENU = [
  { to: paths.admin.dashboard, label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: paths.admin.users, label: "All users", icon: Users },
  { to: paths.admin.allRequests, label: "Verification requests", icon: BadgeCheck },
  { to: paths.admin.allDeposits, label: "Deposits", icon: Wallet },
  { to: paths.admin.withdrawals, label: "Withdrawals", icon: ArrowDownToLine },
  { to: paths.admin.plans, label: "Plans", icon: Package },
  { to: paths.admin.createPlan, label: "New plan", icon: ListPlus },
  { to: paths.admin.course, label: "Course", icon: GraduationCap },
  { to: paths.admin.coursePayments, label: "Course payments", icon: BookOpen },
  { to: paths.admin.reviews, label: "Reviews", icon: Images },
  { to: paths.admin.subscribers, label: "Subscribers", icon: Mail },
  { to: paths.admin.treasury, label: "Treasury", icon: Landmark },
  { to: paths.admin.audit, label: "Audit log", icon: FileClock },
  // The admin's own account: two-factor, devices, password.
  { to: paths.security, label: "My security", icon: ShieldCheck },
];

export function AdminLayout() {
  const { user } = useSession();
  const logout = useLogout();
  const [isOpen, setIsOpen] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
      isActive ? "bg-brand-700 text-white" : "text-slate-300 hover:bg-white/10 hover:text-white"
    }`;
  const menu = (
    <nav aria-label="Admin" className="flex flex-col gap-1">
      {MENU.map(({ to, label, icon: Icon, end }) => (
        <NavLink key={to} to={to} end={end} className={linkClass} onClick={() => setIsOpen(false)}>
          <Icon size={18} aria-hidden="true" /> {label}
        </NavLink>
      ))}
      <button type="button" onClick={logout} className={linkClass({ isActive: false })}>
        <LogOut size={18} aria-hidden="true" /> Sign out
      </button>
    </nav>
  );
  const profile = user && (
    <AvatarCard
      user={user}
      size={44}
      className="mb-6 flex items-center gap-3 rounded-xl bg-white/5 p-3"
      nameClassName="truncate font-semibold text-white"
      handleClassName="truncate text-sm text-slate-400"
    />
  );
  return (
    <div className="min-h-screen bg-slate-100 md:flex">
      <aside className="hidden w-64 shrink-0 bg-ink-900 p-4 md:block">
        <Logo className="mb-6 px-2 py-1 text-white" />
        {profile}
        {menu}
      </aside>
      <div className="flex items-center justify-between bg-ink-900 px-4 py-3 md:hidden">
        <span className="font-bold text-white">Vaultline admin</span>
        <MenuToggle isOpen={isOpen} onToggle={() => setIsOpen((v) => !v)} name="admin menu" className="text-white" />
      </div>
      {isOpen && (
        <div className="bg-ink-900 p-4 md:hidden">
          {profile}
          {menu}
        </div>
      )}
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
