import {
  ADMIN_MESSAGES,
  ZAdminDashboard,
  ZAdminGrant,
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
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { requireStepUp } from "../security/index.ts";
import { approveAdminGrant, listAdminGrants, requestAdminGrant, setAdminRights } from "./admin-accounts.service.ts";
import { listAudit } from "./audit.service.ts";
import { getDashboard } from "./dashboard.service.ts";
import { getUserOverview } from "./user-overview.service.ts";
import { searchUsers } from "./users-search.service.ts";

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
        summary:
          "Remove admin rights (never your own), or ask to grant them: a grant waits for a second, different admin (POST /admin-grants/{id}/approve)",
        security,
        params: ZIdParams,
        body: ZSetAdminRequest,
        response: {
          200: envelope(
            z.object({
              id: z.string(),
              username: z.string(),
              isAdmin: z.boolean(),
              pendingGrantId: z.string().nullable(),
            }),
          ),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      if (request.body.isAdmin) {
        const result = await requestAdminGrant(app.db, { actorId, targetId: request.params.id, now: app.clock.now() });
        const message = result.pendingGrantId ? ADMIN_MESSAGES.adminGrantRequested : ADMIN_MESSAGES.adminRightsChanged;
        return ok(200, message, result);
      }
      const result = await setAdminRights(app.db, { actorId, targetId: request.params.id, isAdmin: false });
      return ok(200, ADMIN_MESSAGES.adminRightsChanged, {
        id: result.id,
        username: result.username,
        isAdmin: result.isAdmin,
        pendingGrantId: null,
      });
    },
  );

  app.get(
    "/admin-grants",
    {
      schema: {
        tags: ["admin"],
        summary: "Promotions waiting for a second admin, oldest first",
        security,
        querystring: z.strictObject({ userId: z.uuid().optional() }),
        response: { 200: envelope(z.array(ZAdminGrant)), ...errors(400, 401, 403) },
      },
    },
    async (request) => ok(200, ADMIN_MESSAGES.adminGrants, await listAdminGrants(app.db, request.query.userId)),
  );

  app.post(
    "/admin-grants/:id/approve",
    {
      // A permission decision: the admin's second factor within the last 5 minutes (docs/security.md).
      preHandler: requireStepUp,
      schema: {
        tags: ["admin"],
        summary:
          "Approve a waiting promotion: a second admin, not the one who asked nor one appointed with them within FOUR_EYES_APPOINTMENT_DAYS",
        security,
        params: ZIdParams,
        response: {
          200: envelope(z.object({ id: z.string(), username: z.string(), isAdmin: z.boolean() })),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      ok(
        200,
        ADMIN_MESSAGES.adminGrantApproved,
        await approveAdminGrant(app.db, {
          id: request.params.id,
          adminId: currentUser(request).id,
          now: app.clock.now(),
          days: app.config.fourEyesAppointmentDays,
        }),
      ),
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
