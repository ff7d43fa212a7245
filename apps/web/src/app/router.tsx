import { LEGAL_DOCS } from "@vaultline/shared";
import { Navigate, Outlet, type RouteObject, ScrollRestoration, useLocation } from "react-router";
import { AdminLayout } from "../components/layouts/admin-layout.tsx";
import { RequireAdmin, RequireAuth, RequireVerified } from "../components/layouts/guards.tsx";
import { RouteErrorBoundary } from "../components/layouts/route-error-boundary.tsx";
import { Banner } from "../components/ui/banner.tsx";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { paths } from "../config/paths.ts";
import { EmailProofBanner } from "../features/email-proof/components/email-proof-banner.tsx";
import { RequireAdminTwoFactor } from "../features/security/components/require-admin-two-factor.tsx";
import { LoadingPage, LoadingShell } from "./loading-shell.tsx";
import { SiteShell } from "./site-shell.tsx";

function Root() {
  return (
    <>
      <Banner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** An alias path: the same screen under its main path, with the query kept. */
function RedirectTo({ path }: { path: string }) {
  const { search } = useLocation();
  return <Navigate to={`${path}${search}`} replace />;
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
        { path: paths.login, lazy: () => import("./routes/login.tsx") },
        { path: paths.register, lazy: () => import("./routes/register.tsx") },
        { path: paths.forgotPassword, lazy: () => import("./routes/forgot-password.tsx") },
        { path: paths.resetPassword(), lazy: () => import("./routes/reset-password.tsx") },
      ]),
      {
        element: <SiteShell />,
        // The first load of a screen shows the header, its heading and skeletons while its code arrives.
        HydrateFallback: LoadingShell,
        children: [
          ...screens([
            { index: true, lazy: () => import("./routes/home.tsx") },
            { path: paths.education, lazy: () => import("./routes/education.tsx") },
            { path: paths.educationLearn, lazy: () => import("./routes/education-learn.tsx") },
            { path: paths.educationLesson(), lazy: () => import("./routes/education-lesson.tsx") },
            { path: paths.certificate(), lazy: () => import("./routes/certificate.tsx") },
            { path: paths.plan(), lazy: () => import("./routes/plan.tsx") },
            { path: paths.faqs, lazy: () => import("./routes/faqs.tsx") },
            { path: paths.reviews, lazy: () => import("./routes/reviews.tsx") },
            { path: paths.about, lazy: () => import("./routes/about.tsx") },
            { path: paths.transparency, lazy: () => import("./routes/transparency.tsx") },
            // One route per document, so an unknown document is the not-found page (and a 404 from the server).
            ...LEGAL_DOCS.map((doc) => ({ path: paths.legal(doc), lazy: () => import("./routes/legal.tsx") })),
            { path: paths.confirmEmail(), lazy: () => import("./routes/confirm-email.tsx") },
            { path: paths.freeze(), lazy: () => import("./routes/freeze.tsx") },
          ]),
          {
            element: (
              <RequireAuth loading={<LoadingPage />}>
                <EmailProofBanner />
                <Outlet />
              </RequireAuth>
            ),
            children: screens([
              { path: paths.educationPayment(), lazy: () => import("./routes/education-payment.tsx") },
              { path: paths.educationDemo, lazy: () => import("./routes/education-demo.tsx") },
              { path: paths.invest, lazy: () => import("./routes/invest.tsx") },
              { path: paths.investCard, lazy: () => import("./routes/invest-card.tsx") },
              { path: paths.verification, lazy: () => import("./routes/verification.tsx") },
              { path: paths.dashboard, lazy: () => import("./routes/dashboard.tsx") },
              { path: paths.security, lazy: () => import("./routes/security.tsx") },
              { path: paths.receipt(), lazy: () => import("./routes/receipt.tsx") },
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
            children: screens([{ index: true, lazy: () => import("./routes/withdraw.tsx") }]),
          },
          ...screens([{ path: "*", lazy: () => import("./routes/not-found.tsx") }]),
        ],
      },
      {
        path: paths.admin.dashboard,
        element: (
          <RequireAdmin>
            <RequireAdminTwoFactor>
              <AdminLayout />
            </RequireAdminTwoFactor>
          </RequireAdmin>
        ),
        children: screens([
          { index: true, lazy: () => import("./routes/admin/dashboard.tsx") },
          { path: paths.admin.users, lazy: () => import("./routes/admin/users.tsx") },
          { path: paths.admin.user(), lazy: () => import("./routes/admin/user-detail.tsx") },
          { path: paths.admin.userShort(), lazy: () => import("./routes/admin/user-detail.tsx") },
          { path: paths.admin.plans, lazy: () => import("./routes/admin/plans.tsx") },
          { path: paths.admin.createPlan, lazy: () => import("./routes/admin/create-plan.tsx") },
          { path: paths.admin.allRequests, lazy: () => import("./routes/admin/all-requests.tsx") },
          { path: paths.admin.verifyRequest(), lazy: () => import("./routes/admin/verify-request.tsx") },
          { path: paths.admin.verifyUser(), lazy: () => import("./routes/admin/verify-user.tsx") },
          { path: paths.admin.allDeposits, lazy: () => import("./routes/admin/all-deposits.tsx") },
          { path: paths.admin.deposit(), lazy: () => import("./routes/admin/deposit.tsx") },
          { path: paths.admin.withdrawals, lazy: () => import("./routes/admin/withdrawals.tsx") },
          { path: paths.admin.withdrawalsSketch, element: <RedirectTo path={paths.admin.withdrawals} /> },
          { path: paths.admin.coursePayments, lazy: () => import("./routes/admin/course-payments.tsx") },
          { path: paths.admin.course, lazy: () => import("./routes/admin/course.tsx") },
          { path: paths.admin.courseNewLesson, lazy: () => import("./routes/admin/course-lesson.tsx") },
          { path: paths.admin.courseLesson(), lazy: () => import("./routes/admin/course-lesson.tsx") },
          { path: paths.admin.reviews, lazy: () => import("./routes/admin/reviews.tsx") },
          { path: paths.admin.subscribers, lazy: () => import("./routes/admin/subscribers.tsx") },
          { path: paths.admin.audit, lazy: () => import("./routes/admin/audit.tsx") },
          { path: "*", lazy: () => import("./routes/not-found.tsx") },
        ]),
      },
    ],
  },
];
