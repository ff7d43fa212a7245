import { SECURITY_MESSAGES } from "@vaultline/shared";
import { LogOut, ShieldCheck } from "lucide-react";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { useSession } from "../../lib/auth.tsx";
import { getToken } from "../../lib/session-storage.ts";
import { Avatar } from "../ui/avatar.tsx";
import { useBanner } from "../ui/banner.tsx";
import { buttonClass } from "../ui/button.tsx";
import { markLoggedOut } from "./guards.tsx";
import { Logo } from "./logo.tsx";
import { MenuToggle } from "./menu-toggle.tsx";
import { SiteFooter } from "./site-footer.tsx";

const NAV = [
  { to: paths.home, label: "Home", end: true },
  { to: paths.education, label: "Education" },
  { to: paths.faqs, label: "FAQ" },
  { to: paths.reviews, label: "Reviews" },
];

// A signed-in member's header leads to their own pages, not to the sign-up pitch.
const MEMBER_NAV = [
  { to: paths.dashboard, label: "Dashboard", end: true },
  { to: paths.invest, label: "Invest", end: false },
  { to: paths.withdraw, label: "Withdraw", end: false },
  { to: paths.educationLearn, label: "Course", end: false },
  { to: paths.security, label: "Security", end: false },
];

/** Ends the session on the server (its token stops working), forgets it here, and says so on the home page. */
export function useLogout() {
  const { signOut } = useSession();
  const { showBanner } = useBanner();
  const navigate = useNavigate();
  return () => {
    const token = getToken();
    markLoggedOut();
    signOut();
    navigate(paths.home);
    showBanner(SECURITY_MESSAGES.signedOut, "success");
    // Plain fetch with the token just forgotten here: the server ends the session too.
    if (token) {
      fetch("/api/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } }).catch(() => {});
    }
  };
}

export type NavItem = { to: string; label: string; end: boolean };

/**
 * The site's shell; `memberNotice` (composed in app/) shows under the header for a signed-in member,
 * and `memberExtras` are menu entries the member has earned (the demo account with course access).
 */
export function PublicShell({
  memberNotice,
  memberExtras = [],
  children,
}: {
  memberNotice?: ReactNode;
  memberExtras?: NavItem[];
  /** In place of the route's page: what shows while it loads. */
  children?: ReactNode;
}) {
  const { user, isAuthenticated, isAdmin, isKnown } = useSession();
  const nav = isAuthenticated ? [...MEMBER_NAV, ...memberExtras] : NAV;
  const logout = useLogout();
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu whenever the page changes
  useEffect(() => setIsOpen(false), [pathname]);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`;
  // The same links in the header and in the phone's menu.
  const links = nav.map((n) => (
    <NavLink key={n.to} to={n.to} end={n.end} className={linkClass}>
      {n.label}
    </NavLink>
  ));
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {links}
            {isAdmin && (
              <NavLink to={paths.admin.dashboard} className={linkClass}>
                <span className="inline-flex items-center gap-1">
                  <ShieldCheck size={16} aria-hidden="true" /> Admin
                </span>
              </NavLink>
            )}
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            {/* A pre-rendered page does not know who is looking: no "Log in" for a member to see. */}
            {!isKnown ? null : isAuthenticated ? (
              <>
                <Link to={paths.dashboard} className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-slate-100">
                  {user && <Avatar user={user} size={32} />}
                  <span className="text-sm font-medium">{user ? `@${user.username}` : "Dashboard"}</span>
                </Link>
                <button type="button" onClick={logout} className={buttonClass("ghost")}>
                  <LogOut size={16} aria-hidden="true" /> Logout
                </button>
              </>
            ) : (
              <>
                <Link to={paths.login} className={buttonClass("ghost")}>
                  Log in
                </Link>
                <Link to={paths.register} className={buttonClass("primary")}>
                  Get started
                </Link>
              </>
            )}
          </div>
          <MenuToggle
            isOpen={isOpen}
            onToggle={() => setIsOpen((v) => !v)}
            name="menu"
            controls="mobile-menu"
            className="rounded-md p-2 md:hidden"
          />
        </div>
        {isOpen && (
          <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 px-4 pb-4 md:hidden">
            <div className="flex flex-col">
              {links}
              {isAdmin && (
                <NavLink to={paths.admin.dashboard} className={linkClass}>
                  Admin
                </NavLink>
              )}
              {isAuthenticated ? (
                <button
                  type="button"
                  onClick={logout}
                  className="px-3 py-2 text-left text-sm font-medium text-slate-700"
                >
                  Logout
                </button>
              ) : (
                <>
                  <NavLink to={paths.login} className={linkClass}>
                    Log in
                  </NavLink>
                  <NavLink to={paths.register} className={linkClass}>
                    Register
                  </NavLink>
                </>
              )}
            </div>
          </nav>
        )}
      </header>
      {isKnown && memberNotice}
      <main id="main" className="flex-1">
        {/* A boundary of its own: a pre-rendered page hydrates apart from the header, in shorter tasks. */}
        <Suspense>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
