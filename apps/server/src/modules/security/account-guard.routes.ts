import {
  ACCOUNT_GUARD_MESSAGES,
  ZAccountGuard,
  ZAntiPhishingRequest,
  ZFreezeRequest,
  ZSettingsLockRequest,
  ZSettingsUnlockRequest,
  ZUnfreezeRequest,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { freezeOwnAccount, freezeWithLink, requestUnfreeze } from "./account-freeze.service.ts";
import { getAccountGuard, requireGuardsAllow } from "./account-guard.ts";
import { clientOf } from "./client.ts";
import { lockSettings, requestSettingsUnlock, setAntiPhishingCode } from "./settings-lock.service.ts";

const tags = ["security"];
const ZAt = z.object({ at: z.string() });

/** The anti-phishing code, the freeze and the settings lock, under /api/security (docs/security.md). */
export const accountGuardRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  app.get(
    "/security/guard",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The member's anti-phishing code, freeze and settings lock",
        security,
        response: { 200: envelope(ZAccountGuard), ...errors(401) },
      },
    },
    async (request) => ok(200, "Account guard", await getAccountGuard(app.db, currentUser(request).id, now())),
  );

  app.put(
    "/security/anti-phishing",
    {
      preHandler: requireGuardsAllow("antiPhishingCode"),
      schema: {
        tags,
        summary: "Set (or with null remove) the phrase shown at the top of every e-mail we send the member",
        security,
        body: ZAntiPhishingRequest,
        response: { 200: envelope(z.null()), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { code } = request.body;
      await setAntiPhishingCode(app.db, {
        userId: currentUser(request).id,
        code,
        client: clientOf(request),
        now: now(),
      });
      return ok(
        200,
        code ? ACCOUNT_GUARD_MESSAGES.antiPhishingSaved : ACCOUNT_GUARD_MESSAGES.antiPhishingRemoved,
        null,
      );
    },
  );

  app.post(
    "/security/freeze",
    {
      schema: {
        tags,
        summary:
          "Freeze an account with the one-use link of a security e-mail (no sign-in needed): every session ends, withdrawals and security changes stop",
        body: ZFreezeRequest,
        response: { 200: envelope(z.null()), ...errors(400) },
      },
    },
    async (request) => {
      await freezeWithLink(app.db, app.jobs, { token: request.body.token, client: clientOf(request), now: now() });
      return ok(200, ACCOUNT_GUARD_MESSAGES.frozen, null);
    },
  );

  app.post(
    "/security/freeze-now",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Freeze the signed-in member's account at once (this session ends too)",
        security,
        response: { 200: envelope(z.null()), ...errors(401) },
      },
    },
    async (request) => {
      await freezeOwnAccount(app.db, app.jobs, {
        userId: currentUser(request).id,
        client: clientOf(request),
        now: now(),
      });
      return ok(200, ACCOUNT_GUARD_MESSAGES.frozen, null);
    },
  );

  app.post(
    "/security/unfreeze",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Ask to unfreeze (password and second factor): it takes effect 24 hours later and is e-mailed",
        security,
        body: ZUnfreezeRequest,
        response: { 200: envelope(ZAt), ...errors(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const at = await requestUnfreeze(app.db, app.jobs, {
        user: currentUser(request),
        body: request.body,
        encryptionKey: app.config.encryptionKey,
        client: clientOf(request),
        now: now(),
      });
      return ok(200, ACCOUNT_GUARD_MESSAGES.unfreezeStarted(at), { at: at.toISOString() });
    },
  );

  app.post(
    "/security/settings-lock",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Lock the security settings; unlocking them takes the chosen 1–30 days",
        security,
        body: ZSettingsLockRequest,
        response: { 200: envelope(z.null()), ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      await lockSettings(app.db, app.jobs, {
        user: currentUser(request),
        days: request.body.days,
        password: request.body.password,
        client: clientOf(request),
        now: now(),
      });
      return ok(200, ACCOUNT_GUARD_MESSAGES.lockStarted(request.body.days), null);
    },
  );

  app.post(
    "/security/settings-lock/unlock",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Ask to unlock the security settings: e-mailed with a freeze link, effective after the chosen delay",
        security,
        body: ZSettingsUnlockRequest,
        response: { 200: envelope(ZAt), ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const at = await requestSettingsUnlock(app.db, app.jobs, {
        user: currentUser(request),
        password: request.body.password,
        client: clientOf(request),
        now: now(),
      });
      return ok(200, ACCOUNT_GUARD_MESSAGES.unlockStarted(at), { at: at.toISOString() });
    },
  );
};
