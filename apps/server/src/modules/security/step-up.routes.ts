import {
  SECURITY_MESSAGES,
  ZPasskeyAssertionRequest,
  ZTwoFactorCodeRequest,
  ZWebAuthnOptions,
} from "@vaultline/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentSessionId, currentUser, requireUser } from "../../plugins/auth.ts";
import { clientOf } from "./client.ts";
import { recordSecurityEvent } from "./events.service.ts";
import { startPasskeyAssertion, verifyPasskeyAssertion } from "./passkeys.service.ts";
import { markSessionTwoFactor } from "./sessions.service.ts";
import { checkSecondFactor, hasTwoFactor } from "./two-factor.service.ts";

const tags = ["security"];

/** Giving the second factor again before a sensitive change (step-up.ts), under /api/security/step-up. */
export const stepUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  /** The session has given the second factor now: sensitive changes are open for 5 minutes. */
  const confirmed = async (request: FastifyRequest, method: string) => {
    const user = currentUser(request);
    await markSessionTwoFactor(app.db, { sessionId: currentSessionId(request), now: now() });
    await recordSecurityEvent(app.db, {
      userId: user.id,
      kind: "step_up",
      detail: method,
      client: clientOf(request),
      at: now(),
    });
    return ok(200, SECURITY_MESSAGES.stepUpDone, null);
  };

  app.post(
    "/security/step-up",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Confirm it's you with the authenticator app's code (or a recovery code): a code works once; wrong or reused is a 401 on `code` and a security event",
        security,
        body: ZTwoFactorCodeRequest,
        response: { 200: envelope(z.null()), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await hasTwoFactor(app.db, user.id))) throw new AppError("BAD_REQUEST", SECURITY_MESSAGES.notEnabled);
      await checkSecondFactor(app.db, {
        userId: user.id,
        code: request.body.code,
        encryptionKey: app.config.encryptionKey,
        now: now(),
        client: clientOf(request),
      });
      return confirmed(request, "with the authenticator app");
    },
  );

  app.post(
    "/security/step-up/passkey/options",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Start confirming with a passkey: WebAuthn request options for the member's own passkeys",
        security,
        response: { 200: envelope(ZWebAuthnOptions), ...errors(400, 401) },
      },
    },
    async (request) => {
      const options = await startPasskeyAssertion(app.db, {
        userId: currentUser(request).id,
        purpose: "step_up",
        publicUrl: app.config.publicUrl,
        now: now(),
      });
      return ok(200, SECURITY_MESSAGES.passkeyRequired, options as unknown as Record<string, unknown>);
    },
  );

  app.post(
    "/security/step-up/passkey",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Confirm it's you with one of your passkeys; a replayed, expired or foreign answer is a 401 on `passkey` and a security event",
        security,
        body: ZPasskeyAssertionRequest,
        response: { 200: envelope(z.null()), ...errors(400, 401) },
      },
    },
    async (request) => {
      await verifyPasskeyAssertion(app.db, {
        response: request.body.response,
        purpose: "step_up",
        userId: currentUser(request).id,
        publicUrl: app.config.publicUrl,
        client: clientOf(request),
        now: now(),
      });
      return confirmed(request, "with a passkey");
    },
  );
};
