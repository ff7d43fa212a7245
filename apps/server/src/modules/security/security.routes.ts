import { SECURITY_MESSAGES, ZChangePasswordRequest, ZIdParams, ZSecurityEvent, ZSession } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentSessionId, currentUser, requireUser } from "../../plugins/auth.ts";
import { accountGuardRoutes } from "./account-guard.routes.ts";
import { assertGuardsAllow } from "./account-guard.ts";
import { clientOf } from "./client.ts";
import { listSecurityEvents, recordSecurityEvent } from "./events.service.ts";
import { passkeysRoutes } from "./passkeys.routes.ts";
import { changePassword } from "./security.service.ts";
import { endOwnSession, endSessions, listSessions } from "./sessions.service.ts";
import { stepUpRoutes } from "./step-up.routes.ts";
import { requireStepUp } from "./step-up.ts";
import { twoFactorRoutes } from "./two-factor.routes.ts";

const tags = ["security"];

/** Sessions, password, two-factor and security events of the signed-in member, under /api. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  await app.register(twoFactorRoutes);
  await app.register(passkeysRoutes);
  await app.register(stepUpRoutes);
  await app.register(accountGuardRoutes);

  app.post(
    "/logout",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "End this session: its token stops working at once",
        security,
        response: { 200: envelope(z.null()), ...errors(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction(async (tx) => {
        await endSessions(tx, { userId: user.id, only: currentSessionId(request), reason: "signed out", now: now() });
        await recordSecurityEvent(tx, { userId: user.id, kind: "signed_out", client: clientOf(request), at: now() });
      });
      return ok(200, SECURITY_MESSAGES.signedOut, null);
    },
  );

  app.get(
    "/security/sessions",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The member's signed-in devices, most recently used first",
        security,
        response: { 200: envelope(z.array(ZSession)), ...errors(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const idleMs = user.isAdmin ? app.config.sessions.adminIdleMs : app.config.sessions.memberIdleMs;
      const since = new Date(now().getTime() - idleMs);
      return ok(
        200,
        "Sessions",
        await listSessions(app.db, { userId: user.id, currentSessionId: currentSessionId(request), since }),
      );
    },
  );

  app.delete(
    "/security/sessions/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Sign out one of the member's devices",
        security,
        params: ZIdParams,
        response: { 200: envelope(z.null()), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction(async (tx) => {
        await endOwnSession(tx, { userId: user.id, sessionId: request.params.id, now: now() });
        await recordSecurityEvent(tx, { userId: user.id, kind: "session_ended", client: clientOf(request), at: now() });
      });
      return ok(200, SECURITY_MESSAGES.oneSessionEnded, null);
    },
  );

  app.post(
    "/security/sessions/end-others",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Sign out every device but this one",
        security,
        response: { 200: envelope(z.object({ ended: z.number() })), ...errors(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ended = await app.db.transaction(async (tx) => {
        const count = await endSessions(tx, {
          userId: user.id,
          except: currentSessionId(request),
          reason: "signed out from another device",
          now: now(),
        });
        await recordSecurityEvent(tx, {
          userId: user.id,
          kind: "other_sessions_ended",
          client: clientOf(request),
          at: now(),
        });
        return count;
      });
      return ok(200, SECURITY_MESSAGES.othersEnded(ended), { ended });
    },
  );

  app.post(
    "/security/password",
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary: "Change the password (current one required); every other device is signed out",
        security,
        body: ZChangePasswordRequest,
        response: { 200: envelope(z.object({ ended: z.number() })), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await assertGuardsAllow(app.db, "passwordChange", {
        userId: currentUser(request).id,
        now: now(),
        client: clientOf(request),
      });
      const ended = await changePassword(app.db, app.jobs, {
        user: currentUser(request),
        sessionId: currentSessionId(request),
        body: request.body,
        client: clientOf(request),
        now: now(),
      });
      return ok(200, SECURITY_MESSAGES.passwordChanged, { ended });
    },
  );

  app.get(
    "/security/events",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The member's last 50 security events, newest first, in plain words",
        security,
        response: { 200: envelope(z.array(ZSecurityEvent)), ...errors(401) },
      },
    },
    async (request) => ok(200, "Security events", await listSecurityEvents(app.db, currentUser(request).id)),
  );
};
