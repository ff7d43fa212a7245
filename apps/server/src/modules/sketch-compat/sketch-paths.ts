/**
 * The original client's calls, and how they differ from ours. Paths are relative to /api. Guarded
 * by apps/server/test/sketch-contract/; docs/architecture.md ("The original client's calls").
 */
type Method = "GET" | "POST" | "PATCH" | "DELETE";
type Call = { method: Method; path: string };

/** An old call whose path (or method) differs from ours: it answers as the clean route it names. */
export type SketchAlias = {
  /** The old call, as the original client sends it. */
  old: Call;
  /** Our route that answers it. */
  clean: Call;
  /** Renames the old call's multipart file parts: the n-th named `from` is read as `to[n]`. */
  files?: { from: string; to: readonly string[] };
  /**
   * Fields the old client is known to send that our route does not name: dropped on this path only,
   * before the strict check (docs/product-rules.md §3.1). Every other unknown field is refused.
   */
  extra?: readonly string[];
  /** Narrows the answer's `data` (each record of a list) to what the old client keeps. */
  data?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** The old client shows its success banner only for an HTTP 200: a 201 answers 200 here. */
  createdAs200?: boolean;
};

const same = (method: Method, old: string, clean: string, more: Partial<SketchAlias> = {}): SketchAlias => ({
  old: { method, path: old },
  clean: { method, path: clean },
  ...more,
});
/**
 * The old client shows a verification page with `<img src={image}>`: no bearer header can go with
 * it, so its `image` is the page's short-lived signed link (`path`), never the bare file URL.
 */
const signedImages = (data: Record<string, unknown>) =>
  Array.isArray(data.metadata)
    ? { ...data, metadata: data.metadata.map((page: Record<string, unknown>) => ({ ...page, image: page.path })) }
    : data;
const avatarAs = (...to: string[]) => ({ files: { from: "avatar", to } });
const pick =
  (...keys: string[]) =>
  (data: Record<string, unknown>) =>
    Object.fromEntries(keys.filter((k) => k in data).map((k) => [k, data[k]]));

export const SKETCH_ALIASES: readonly SketchAlias[] = [
  same("POST", "/forgotPassword", "/password-reset"),
  same("POST", "/resetPassword/:resettoken", "/password-reset/:resettoken"),
  same("POST", "/user/invest", "/user/deposits", avatarAs("proof")),
  { old: { method: "PATCH", path: "/user/makeCardPayment" }, clean: { method: "POST", path: "/user/deposits/card" } },
  same("POST", "/withdraw", "/user/withdrawals"),
  // Its profile-picture form also sends the user's id as a text field; the path names the user.
  same("POST", "/user/upload/:id", "/users/:id/picture", { ...avatarAs("picture"), extra: ["id"] }),
  same("POST", "/user/verify", "/user/verification", avatarAs("front", "back")),
  same("POST", "/education", "/user/course-payments", avatarAs("proof")),
  same("GET", "/admin/verify", "/admin/verifications", { data: signedImages }),
  same("GET", "/admin/verify/:id", "/admin/verifications/:id", { data: signedImages }),
  same("PATCH", "/admin/verify/:id", "/admin/verifications/:id"),
  same("PATCH", "/admin/verify/user/:id", "/admin/users/:id/verified"),
  same("GET", "/admin/all-investments", "/admin/deposits"),
  same("GET", "/admin/users/investments/:userId", "/admin/users/:userId/deposits"),
  same("POST", "/admin/users/approveInvestment/:id", "/admin/deposits/:id/approve"),
  same("POST", "/admin/users/balance", "/admin/adjustments"),
  // Its reducer keeps `data` as the current package and renders its fields: nothing nested.
  same("POST", "/admin/createInvestmentPlan", "/admin/plans", {
    data: pick("_id", "id", "name", "roi", "minAmount", "maxAmount"),
    createdAs200: true,
  }),
  same("GET", "/admin/investmentPlans", "/plans"),
  same("GET", "/admin/plan/:id", "/admin/plans/:id"),
  same("PATCH", "/admin/update-investmentPlan/:id", "/admin/plans/:id"),
  same("DELETE", "/admin/plan/:id", "/admin/plans/:id"),
];

/** Calls the original client makes on a path we use as is: they answer in its shape as well. */
export const SKETCH_SHARED_CALLS: readonly Call[] = [
  { method: "POST", path: "/signup" },
  { method: "POST", path: "/login" },
  { method: "GET", path: "/user" },
  { method: "GET", path: "/user/:id" },
  { method: "GET", path: "/user/deposits" },
  { method: "GET", path: "/admin/users" },
];
