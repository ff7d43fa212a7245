/**
 * The original client's calls whose path (or method) differs from ours: each old call answers
 * exactly as the clean route it names (same handler, schema, hooks and limits). Paths are relative
 * to /api. Calls the original client makes on a path we still use as is (`/login`, `/signup`,
 * `/user`, `/user/{id}`, `/user/deposits`, `/admin/users`) need no alias. Guarded by
 * apps/server/test/sketch-contract.test.ts; docs/architecture.md ("The original client's calls").
 */
export type SketchAlias = {
  /** The old call, as the original client sends it. */
  old: { method: "GET" | "POST" | "PATCH" | "DELETE"; path: string };
  /** Our route that answers it. */
  clean: { method: "GET" | "POST" | "PATCH" | "DELETE"; path: string };
};

const same = (method: SketchAlias["old"]["method"], old: string, clean: string): SketchAlias => ({
  old: { method, path: old },
  clean: { method, path: clean },
});

export const SKETCH_ALIASES: readonly SketchAlias[] = [
  same("POST", "/forgotPassword", "/password-reset"),
  same("POST", "/resetPassword/:resettoken", "/password-reset/:resettoken"),
  same("POST", "/user/invest", "/user/deposits"),
  { old: { method: "PATCH", path: "/user/makeCardPayment" }, clean: { method: "POST", path: "/user/deposits/card" } },
  same("POST", "/withdraw", "/user/withdrawals"),
  same("POST", "/user/upload/:id", "/users/:id/picture"),
  same("POST", "/user/verify", "/user/verification"),
  same("POST", "/education", "/user/course-payments"),
  same("GET", "/admin/verify", "/admin/verifications"),
  same("GET", "/admin/verify/:id", "/admin/verifications/:id"),
  same("PATCH", "/admin/verify/:id", "/admin/verifications/:id"),
  same("PATCH", "/admin/verify/user/:id", "/admin/users/:id/verified"),
  same("GET", "/admin/all-investments", "/admin/deposits"),
  same("GET", "/admin/users/investments/:userId", "/admin/users/:userId/deposits"),
  same("POST", "/admin/users/approveInvestment/:id", "/admin/deposits/:id/approve"),
  same("POST", "/admin/users/balance", "/admin/adjustments"),
  same("POST", "/admin/createInvestmentPlan", "/admin/plans"),
  same("GET", "/admin/investmentPlans", "/plans"),
  same("GET", "/admin/plan/:id", "/admin/plans/:id"),
  same("PATCH", "/admin/update-investmentPlan/:id", "/admin/plans/:id"),
  same("DELETE", "/admin/plan/:id", "/admin/plans/:id"),
];
