import { LEGAL_DOCS, LEGAL_TITLES } from "@vaultline/shared";
import { Navigate, Outlet, type RouteObject, ScrollRestoration, useLocation } from "react-router";
import { RequireAuth, RequireVerified } from "../components/layouts/guards.tsx";
import { RouteErrorBoundary } from "../components/layouts/route-error-boundary.tsx";
import { Banner } from "../components/ui/banner.tsx";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { paths } from "../config/paths.ts";
import { EmailProofBanner } from "../features/email-proof/components/email-proof-banner.tsx";
import { DocumentTitle, HOME_TITLE, title } from "./document-title.tsx";
import { LoadingPage, LoadingShell } from "./loading-shell.tsx";
import { SiteShell } from "./site-shell.tsx";

function Root() {
  return (
    <>
      <DocumentTitle />
      <Banner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * An alias path: the same screen under its main path, with the query kept. The server answers the
 * alias with the same redirect (the build lists them, prerender.tsx's routeRedirects), so a typed
 * path does not first load the app to be sent on.
 */
export function RedirectTo({ path }: { path: string }) {
  const { search } = useLocation();
  const [pathname = "/", hash = ""] = path.split("#");
  return <Navigate to={{ pathname, search, hash }} replace />;
}

/** Each screen gets its own error boundary: a screen that throws shows it inside the shell, with a retry. */
const screens = (children: RouteObject[]): RouteObject[] =>
  children.map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary }));

// Each screen is its own chunk: a route module exports `Component`. The browser router is made in
// main.tsx; the build renders some of these routes to HTML (prerender.tsx).
export const routes: RouteObject[] = [
  {
    element: <Root />,
    HydrateFallback: PageSpinner,
    // The last resort, for an error in a shell itself.
    ErrorBoundary: RouteErrorBoundary,
    children: [
      ...screens([
        { path: paths.login, handle: title("Sign in"), lazy: () => import("./routes/login.tsx") },
        { path: paths.register, handle: title("Create your account"), lazy: () => import("./routes/register.tsx") },
        {
          path: paths.forgotPassword,
          handle: title("Forgot your password"),
          lazy: () => import("./routes/forgot-password.tsx"),
        },
        {
          path: paths.resetPassword(),
          handle: title("Choose a new password"),
          lazy: () => import("./routes/reset-password.tsx"),
        },
      ]),
      {
        element: <SiteShell />,
        // The first load of a screen shows the header, its heading and skeletons while its code arrives.
        HydrateFallback: LoadingShell,
        children: [
          ...screens([
            { index: true, handle: { title: HOME_TITLE }, lazy: () => import("./routes/home.tsx") },
            {
              path: paths.education,
              handle: title("The trading course"),
              lazy: () => import("./routes/education.tsx"),
            },
            {
              path: paths.educationLearn,
              handle: title("Your course"),
              lazy: () => import("./routes/education-learn.tsx"),
            },
            {
              path: paths.educationLesson(),
              handle: title("Lesson"),
              lazy: () => import("./routes/education-lesson.tsx"),
            },
            { path: paths.certificate(), handle: title("Certificate"), lazy: () => import("./routes/certificate.tsx") },
            { path: paths.plan(), handle: title("Plan record"), lazy: () => import("./routes/plan.tsx") },
            { path: paths.faqs, handle: title("Frequently asked questions"), lazy: () => import("./routes/faqs.tsx") },
            { path: paths.reviews, handle: title("Reviews"), lazy: () => import("./routes/reviews.tsx") },
            { path: paths.about, handle: title("Who runs Vaultline"), lazy: () => import("./routes/about.tsx") },
            {
              path: paths.transparency,
              handle: title("Transparency"),
              lazy: () => import("./routes/transparency.tsx"),
            },
            // One route per document, so an unknown document is the not-found page (and a 404 from the server).
            ...LEGAL_DOCS.map((doc) => ({
              path: paths.legal(doc),
              handle: title(LEGAL_TITLES[doc]),
              lazy: () => import("./routes/legal.tsx"),
            })),
            {
              path: paths.confirmEmail(),
              handle: title("Confirm your e-mail"),
              lazy: () => import("./routes/confirm-email.tsx"),
            },
            // Paths people type or guess, sent to the page they mean.
            { path: "/plans", element: <RedirectTo path={paths.plansSection} /> },
            { path: "/faq", element: <RedirectTo path={paths.faqs} /> },
            { path: "/course", element: <RedirectTo path={paths.education} /> },
            { path: paths.freeze(), handle: title("Freeze your account"), lazy: () => import("./routes/freeze.tsx") },
          ]),
          {
            element: (
              <RequireAuth loading={<LoadingPage />}>
                <EmailProofBanner />
                <Outlet />
              </RequireAuth>
            ),
            children: screens([
              {
                path: paths.educationPayment(),
                handle: title("Pay for the course"),
                lazy: () => import("./routes/education-payment.tsx"),
              },
              {
                path: paths.educationDemo,
                handle: title("Demo trading account"),
                lazy: () => import("./routes/education-demo.tsx"),
              },
              { path: paths.invest, handle: title("Invest"), lazy: () => import("./routes/invest.tsx") },
              { path: paths.investCard, handle: title("Pay by card"), lazy: () => import("./routes/invest-card.tsx") },
              {
                path: paths.verification,
                handle: title("Identity verification"),
                lazy: () => import("./routes/verification.tsx"),
              },
              { path: paths.dashboard, handle: title("Dashboard"), lazy: () => import("./routes/dashboard.tsx") },
              { path: paths.security, handle: title("Security"), lazy: () => import("./routes/security.tsx") },
              { path: paths.receipt(), handle: title("Receipt"), lazy: () => import("./routes/receipt.tsx") },
            ]),
          },
          {
            path: paths.withdraw,
            element: (
              <RequireVerified loading={<LoadingPage />}>
                <EmailProofBanner />
                <Outlet />
              </RequireVerified>
            ),
            children: screens([
              { index: true, handle: title("Withdraw"), lazy: () => import("./routes/withdraw.tsx") },
            ]),
          },
          ...screens([{ path: "*", handle: title("Page not found"), lazy: () => import("./routes/not-found.tsx") }]),
        ],
      },
      {
        path: paths.admin.dashboard,
        // The guards and the side menu are a chunk of their own (routes/admin/frame.tsx).
        lazy: () => import("./routes/admin/frame.tsx"),
        // A layout of its own chunk (the treasury's shortfall banner) above every admin screen.
        children: [
          {
            lazy: () => import("./routes/admin/shell.tsx"),
            children: screens([
              { index: true, handle: title("Admin · Dashboard"), lazy: () => import("./routes/admin/dashboard.tsx") },
              {
                path: paths.admin.users,
                handle: title("Admin · Users"),
                lazy: () => import("./routes/admin/users.tsx"),
              },
              {
                path: paths.admin.user(),
                handle: title("Admin · Member"),
                lazy: () => import("./routes/admin/user-detail.tsx"),
              },
              {
                path: paths.admin.userShort(),
                handle: title("Admin · Member"),
                lazy: () => import("./routes/admin/user-detail.tsx"),
              },
              {
                path: paths.admin.plans,
                handle: title("Admin · Plans"),
                lazy: () => import("./routes/admin/plans.tsx"),
              },
              {
                path: paths.admin.createPlan,
                handle: title("Admin · New plan"),
                lazy: () => import("./routes/admin/create-plan.tsx"),
              },
              {
                path: paths.admin.allRequests,
                handle: title("Admin · Verification requests"),
                lazy: () => import("./routes/admin/all-requests.tsx"),
              },
              {
                path: paths.admin.verifyRequest(),
                handle: title("Admin · Verification request"),
                lazy: () => import("./routes/admin/verify-request.tsx"),
              },
              {
                path: paths.admin.verifyUser(),
                handle: title("Admin · Verification request"),
                lazy: () => import("./routes/admin/verify-user.tsx"),
              },
              {
                path: paths.admin.allDeposits,
                handle: title("Admin · Deposits"),
                lazy: () => import("./routes/admin/all-deposits.tsx"),
              },
              {
                path: paths.admin.deposit(),
                handle: title("Admin · Deposit"),
                lazy: () => import("./routes/admin/deposit.tsx"),
              },
              {
                path: paths.admin.withdrawals,
                handle: title("Admin · Withdrawals"),
                lazy: () => import("./routes/admin/withdrawals.tsx"),
              },
              { path: paths.admin.withdrawalsSketch, element: <RedirectTo path={paths.admin.withdrawals} /> },
              {
                path: paths.admin.coursePayments,
                handle: title("Admin · Course payments"),
                lazy: () => import("./routes/admin/course-payments.tsx"),
              },
              {
                path: paths.admin.course,
                handle: title("Admin · Course"),
                lazy: () => import("./routes/admin/course.tsx"),
              },
              {
                path: paths.admin.courseNewLesson,
                handle: title("Admin · New lesson"),
                lazy: () => import("./routes/admin/course-lesson.tsx"),
              },
              {
                path: paths.admin.courseLesson(),
                handle: title("Admin · Lesson"),
                lazy: () => import("./routes/admin/course-lesson.tsx"),
              },
              {
                path: paths.admin.reviews,
                handle: title("Admin · Reviews"),
                lazy: () => import("./routes/admin/reviews.tsx"),
              },
              {
                path: paths.admin.subscribers,
                handle: title("Admin · Subscribers"),
                lazy: () => import("./routes/admin/subscribers.tsx"),
              },
              {
                path: paths.admin.audit,
                handle: title("Admin · Audit log"),
                lazy: () => import("./routes/admin/audit.tsx"),
              },
              {
                path: paths.admin.treasury,
                handle: title("Admin · Treasury"),
                lazy: () => import("./routes/admin/treasury.tsx"),
              },
              { path: "*", handle: title("Page not found"), lazy: () => import("./routes/not-found.tsx") },
            ]),
          },
        ],
      },
    ],
  },
];
