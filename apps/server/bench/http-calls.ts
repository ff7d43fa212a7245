// The calls `npm run bench -- http` times and the target of each (issue #42's table): the public
// answers against bare Fastify, a member's and an admin's pages by their latency.
import type { Call } from "./targets.ts";

export function httpCalls(input: {
  /** The home page's script, when there is a web build. */
  entry: string | undefined;
  /** A PostgreSQL server (else the embedded PGlite, whose targets for two calls are lower). */
  isServer: boolean;
  planId: string;
  memberId: string;
}): Call[] {
  const { entry, isServer, planId, memberId } = input;
  // Latency targets are one client's page loads (1 connection); the search is also timed under
  // the load of ten admins searching at once, as the target asks.
  const search =
    (connections: number) =>
    (q: string): Call => ({
      label: `admin user search ${q ? `"${q}"` : "(first page)"}`,
      path: `/api/admin/users?q=${encodeURIComponent(q)}`,
      as: "admin",
      connections,
      target: { kind: "p95", maxMs: 50 },
    });
  const queue = (query: string): Call => ({
    label: `admin deposits ${query}`,
    path: `/api/admin/all-investments?${query}`,
    as: "admin",
    connections: 1,
    target: { kind: "p95", maxMs: 50 },
  });
  const SEARCHES = [
    "",
    "thomps",
    "dijkstromova",
    "424242@",
    "grace_77",
    "zzqxv-nobody",
    "gmail",
    "grace_1",
    "ma",
    "42",
  ];
  const brotli = { "accept-encoding": "br, gzip" };
  const staticCalls: Call[] = entry
    ? [
        { label: "home page HTML", path: "/", connections: 10, headers: brotli, target: { kind: "ratio", min: 0.7 } },
        // Its 21 kB are bound by the socket as the script's are: also beside bare Fastify sending them.
        {
          label: "home page HTML (vs bare sending it)",
          path: "/",
          connections: 10,
          headers: brotli,
          bare: "/page",
          target: { kind: "ratio", min: 0.7 },
        },
        {
          label: "home page script (vs bare sending it)",
          path: entry,
          connections: 10,
          headers: brotli,
          bare: "/file",
          target: { kind: "ratio", min: 0.7 },
        },
      ]
    : [];
  // Issue #42's table: the embedded database's targets for these two are lower than a server's.
  const plansMin = isServer ? 0.7 : 0.6;
  const userMin = isServer ? 0.6 : 0.5;
  return [
    ...staticCalls,
    { label: "GET /api/health", path: "/api/health", connections: 10, target: { kind: "ratio", min: 0.8 } },
    // Its answer's headers (the security headers, a request id) are most of its bytes.
    {
      label: "GET /api/health (vs bare sending it)",
      path: "/api/health",
      connections: 10,
      bare: "answer",
      target: { kind: "ratio", min: 0.8 },
    },
    { label: "GET /api/plans", path: "/api/plans", connections: 10, target: { kind: "ratio", min: plansMin } },
    {
      label: "GET /api/plans (vs bare sending it)",
      path: "/api/plans",
      connections: 10,
      bare: "answer",
      target: { kind: "ratio", min: plansMin },
    },
    { label: "GET /api/plans", path: "/api/plans", connections: 100, target: { kind: "p99", maxMs: 20 } },
    {
      label: "GET /api/stats/public",
      path: "/api/stats/public",
      connections: 10,
      target: { kind: "ratio", min: 0.5 },
    },
    {
      label: "GET /api/user",
      path: "/api/user",
      as: "member",
      connections: 10,
      target: { kind: "ratio", min: userMin },
    },
    {
      label: "GET /api/user (vs bare sending it)",
      path: "/api/user",
      as: "member",
      connections: 10,
      bare: "answer",
      target: { kind: "ratio", min: userMin },
    },
    {
      label: "member's deposits (10,000 of them)",
      path: "/api/user/deposits",
      as: "member",
      connections: 1,
      // Issue #42's target for the heavy member's page (it said 20 here, which the page met).
      target: { kind: "p95", maxMs: 10 },
    },
    {
      label: "member's deposits, 10 at once",
      path: "/api/user/deposits",
      as: "member",
      connections: 10,
      target: { kind: "ratio", min: 0.3 },
      latency: { kind: "p99", maxMs: 20 },
    },
    {
      label: "member's deposits, 10 at once (vs bare sending it)",
      path: "/api/user/deposits",
      as: "member",
      connections: 10,
      bare: "answer",
      target: { kind: "ratio", min: 0.3 },
    },
    {
      label: "member's portfolio (10,000 deposits)",
      path: "/api/user/portfolio",
      as: "member",
      connections: 1,
      target: { kind: "p95", maxMs: 20 },
    },
    {
      label: "plan record (most adventurous plan)",
      path: `/api/plans/${planId}`,
      connections: 1,
      target: { kind: "p95", maxMs: 50 },
    },
    {
      label: "admin: that member's deposits",
      path: `/api/admin/users/investments/${memberId}`,
      as: "admin",
      connections: 1,
      target: { kind: "p95", maxMs: 20 },
    },
    queue("view=open"),
    queue("view=open&page=50"),
    queue("view=all"),
    queue("view=all&page=50"),
    queue("view=pending"),
    queue("view=accepted"),
    queue("view=denied"),
    queue("view=withdrawn&page=50"),
    {
      label: "admin dashboard",
      path: "/api/admin/dashboard",
      as: "admin",
      connections: 1,
      target: { kind: "p95", maxMs: 100 },
    },
    ...SEARCHES.map(search(1)),
    ...SEARCHES.map(search(10)),
  ];
}
