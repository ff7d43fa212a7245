import {
  ADMIN_MESSAGES,
  ZAdminDashboard,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZAuditPage,
  ZAuditQuery,
  ZIdParams,
  ZSetAdminRequest,
  ZUserOverview,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { setAdminRights } from "./admin-accounts.service.ts";
import { listAudit } from "./audit.service.ts";
import { getDashboard } from "./dashboard.service.ts";
import { getUserOverview } from "./user-overview.service.ts";
import { searchUsers } from "./users-search.service.ts";

const security = [{ bearer: [] }];

/**
 * Admin console: dashboard counts, users, user detail, audit log; under /api/admin (app.ts applies
 * the admin check to the whole scope). The audit log is read-only here: no route changes its rows.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["admin"],
        summary: "Pending queue counts and the last 30 days of sign-ups and deposits",
        security,
        response: { 200: envelope(ZAdminDashboard), ...errors(401, 403) },
      },
    },
    async () => ok(200, ADMIN_MESSAGES.dashboard, await getDashboard(app.db)),
  );

  app.get(
    "/users",
    {
      schema: {
        tags: ["admin"],
        summary: "Users newest first, searched by username, e-mail, first or last name",
        security,
        querystring: ZAdminUsersQuery,
        response: { 200: envelope(ZAdminUsersPage), ...errors(400, 401, 403) },
      },
    },
    async (request) => ok(200, ADMIN_MESSAGES.allUsers, await searchUsers(app.db, request.query)),
  );

  app.get(
    "/users/:id/overview",
    {
      schema: {
        tags: ["admin"],
        summary: "One user with their deposits, withdrawals, course payments and ledger entries",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZUserOverview), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(200, ADMIN_MESSAGES.userOverview, await getUserOverview(app.db, request.params.id, app.clock.now())),
  );

  app.patch(
    "/users/:id/admin",
    {
      schema: {
        tags: ["admin"],
        summary: "Grant or remove admin rights (never your own)",
        security,
        params: ZIdParams,
        body: ZSetAdminRequest,
        response: {
          200: envelope(z.object({ id: z.string(), username: z.string(), isAdmin: z.boolean() })),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const result = await setAdminRights(app.db, {
        actorId: currentUser(request).id,
        targetId: request.params.id,
        isAdmin: request.body.isAdmin,
      });
      return ok(200, ADMIN_MESSAGES.adminRightsChanged, {
        id: result.id,
        username: result.username,
        isAdmin: result.isAdmin,
      });
    },
  );

  app.get(
    "/audit",
    {
      schema: {
        tags: ["admin"],
        summary: "The audit log, newest first, filtered by admin, action and target",
        security,
        querystring: ZAuditQuery,
        response: { 200: envelope(ZAuditPage), ...errors(400, 401, 403) },
      },
    },
    async (request) => ok(200, ADMIN_MESSAGES.audit, await listAudit(app.db, request.query)),
  );
};
