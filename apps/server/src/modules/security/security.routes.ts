import { SECURITY_MESSAGES, ZChangePasswordRequest, ZIdParams, ZSecurityEvent, ZSession } from "@vaultline/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentSessionId, currentUser, requireUser } from "../../plugins/auth.ts";
import { accountGuardRoutes } from "./account-guard.routes.ts";
import { assertGuardsAllow } from "./account-guard.ts";
import { clientOf } from "./client.ts";
import { listSecurityEvents } from "./events.service.ts";
import { passkeysRoutes } from "./passkeys.routes.ts";
import { changePassword, signOut, signOutDevice, signOutOthers } from "./security.service.ts";
import { listSessions } from "./sessions.service.ts";
import { stepUpRoutes } from "./step-up.routes.ts";
import { requireStepUp } from "./step-up.ts";
import { twoFactorRoutes } from "./two-factor.routes.ts";

const tags = ["security"];

/** Sessions, password, two-factor and security events of the signed-in member, under /api. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  const signOutRequest = (request: FastifyRequest, sessionId: string) => ({
    userId: currentUser(request).id,
    sessionId,
    client: clientOf(request),
    now: now(),
  });
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
      await signOut(app.db, signOutRequest(request, currentSessionId(request)));
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
      await signOutDevice(app.db, signOutRequest(request, request.params.id));
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
      const ended = await signOutOthers(app.db, signOutRequest(request, currentSessionId(request)));
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
