import {
  SECURITY_MESSAGES,
  ZIdParams,
  ZPasskey,
  ZPasskeyRegisterRequest,
  ZPasskeyRenameRequest,
  ZWebAuthnOptions,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { requireGuardsAllow } from "./account-guard.ts";
import { clientOf } from "./client.ts";
import {
  finishPasskeyRegistration,
  listPasskeys,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
} from "./passkeys.service.ts";
import { requireStepUp } from "./step-up.ts";

const tags = ["security"];

/** The signed-in member's passkeys, under /api/security/passkeys (docs/security.md). */
export const passkeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  app.get(
    "/security/passkeys",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The member's passkeys, newest first",
        security,
        response: { 200: envelope(z.array(ZPasskey)), ...errors(401) },
      },
    },
    async (request) => ok(200, "Passkeys", await listPasskeys(app.db, currentUser(request).id)),
  );

  app.post(
    "/security/passkeys/options",
    {
      preHandler: [requireGuardsAllow("passkeyAdd"), requireStepUp],
      schema: {
        tags,
        summary:
          "Start adding a passkey: WebAuthn creation options for the browser (the challenge works once, for 5 minutes)",
        security,
        response: { 200: envelope(ZWebAuthnOptions), ...errors(401, 403) },
      },
    },
    async (request) => {
      const options = await startPasskeyRegistration(app.db, {
        user: currentUser(request),
        publicUrl: app.config.publicUrl,
        now: now(),
      });
      return ok(200, "Create your passkey", options as unknown as Record<string, unknown>);
    },
  );

  app.post(
    "/security/passkeys",
    {
      preHandler: [requireGuardsAllow("passkeyAdd"), requireStepUp],
      schema: {
        tags,
        summary: "Finish adding a passkey with the browser's answer and a name; the member is e-mailed",
        security,
        body: ZPasskeyRegisterRequest,
        response: { 201: envelope(ZPasskey), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const passkey = await finishPasskeyRegistration(
        app.db,
        { jobs: app.jobs, publicUrl: app.config.publicUrl },
        { user: currentUser(request), ...request.body, client: clientOf(request), now: now() },
      );
      return reply.status(201).send(ok(201, SECURITY_MESSAGES.passkeyAdded, passkey));
    },
  );

  app.patch(
    "/security/passkeys/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Rename one of the member's passkeys",
        security,
        params: ZIdParams,
        body: ZPasskeyRenameRequest,
        response: { 200: envelope(z.null()), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await renamePasskey(app.db, {
        userId: currentUser(request).id,
        passkeyId: request.params.id,
        name: request.body.name,
      });
      return ok(200, SECURITY_MESSAGES.passkeyRenamed, null);
    },
  );

  app.delete(
    "/security/passkeys/:id",
    {
      preHandler: [requireGuardsAllow("passkeyRemove"), requireStepUp],
      schema: {
        tags,
        summary: "Remove one of the member's passkeys: it no longer signs in",
        security,
        params: ZIdParams,
        response: { 200: envelope(z.null()), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removePasskey(app.db, {
        userId: currentUser(request).id,
        passkeyId: request.params.id,
        client: clientOf(request),
        now: now(),
      });
      return ok(200, SECURITY_MESSAGES.passkeyRemoved, null);
    },
  );
};
