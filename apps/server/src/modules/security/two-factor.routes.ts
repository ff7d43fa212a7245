import {
  SECURITY_MESSAGES,
  ZRecoveryCodes,
  ZTwoFactorCodeRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from "@vaultline/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentSessionId, currentUser, requireUser } from "../../plugins/auth.ts";
import { assertGuardsAllow, requireGuardsAllow } from "./account-guard.ts";
import { clientOf } from "./client.ts";
import { requireStepUp } from "./step-up.ts";
import { getTwoFactorStatus } from "./two-factor.service.ts";
import {
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
} from "./two-factor-setup.service.ts";

const tags = ["security"];

/** Two-factor authentication (TOTP) of the signed-in member, under /api/security/two-factor. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => ({
    user: currentUser(request),
    encryptionKey: app.config.encryptionKey,
    client: clientOf(request),
    now: app.clock.now(),
  });
  const deps = { jobs: app.jobs, publicUrl: app.config.publicUrl };
  const attempt = (request: FastifyRequest) => ({
    userId: currentUser(request).id,
    now: app.clock.now(),
    client: clientOf(request),
  });

  app.get(
    "/security/two-factor",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Whether two-factor authentication is on, how many recovery codes are left, whether it is required",
        security,
        response: { 200: envelope(ZTwoFactorStatus), ...errors(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const status = await getTwoFactorStatus(app.db, {
        userId: user.id,
        isAdmin: user.isAdmin,
        isSessionVerified: request.twoFactor?.isSessionVerified ?? false,
      });
      return ok(200, "Two-factor status", status);
    },
  );

  app.post(
    "/security/two-factor/setup",
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary: "Start the set-up: a new secret (for the QR code and manual entry) waiting for its first code",
        security,
        response: { 200: envelope(ZTwoFactorSetup), ...errors(401, 403, 409) },
      },
    },
    async (request) => ok(200, SECURITY_MESSAGES.setupStarted, await startTwoFactorSetup(app.db, context(request))),
  );

  app.post(
    "/security/two-factor/confirm",
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary:
          "Turn two-factor on with the first code: every other device is signed out and ten recovery codes are returned, once",
        security,
        body: ZTwoFactorCodeRequest,
        response: { 200: envelope(ZRecoveryCodes), ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      await assertGuardsAllow(app.db, "twoFactorOn", attempt(request));
      const codes = await confirmTwoFactor(app.db, deps, {
        ...context(request),
        sessionId: currentSessionId(request),
        code: request.body.code,
      });
      return ok(200, SECURITY_MESSAGES.enabled, { recoveryCodes: codes });
    },
  );

  app.post(
    "/security/two-factor/disable",
    {
      // The code in the body is the second factor given again (step-up.ts).
      preHandler: requireGuardsAllow("twoFactorOff"),
      schema: {
        tags,
        summary:
          "Turn two-factor off with the password and a code (an admin then loses the admin area until set up again)",
        security,
        body: ZTwoFactorDisableRequest,
        response: { 200: envelope(z.null()), ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await disableTwoFactor(app.db, deps, { ...context(request), ...request.body });
      return ok(200, SECURITY_MESSAGES.disabled, null);
    },
  );

  app.post(
    "/security/two-factor/recovery-codes",
    {
      // The code in the body is the second factor given again (step-up.ts).
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Ten new recovery codes for a code; the old ones stop working",
        security,
        body: ZTwoFactorCodeRequest,
        response: { 200: envelope(ZRecoveryCodes), ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await assertGuardsAllow(app.db, "recoveryCodes", attempt(request));
      const codes = await renewRecoveryCodes(app.db, { ...context(request), code: request.body.code });
      return ok(200, SECURITY_MESSAGES.recoveryRenewed, { recoveryCodes: codes });
    },
  );
};
