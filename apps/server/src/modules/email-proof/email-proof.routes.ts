import { EMAIL_MESSAGES, ZChangeEmailRequest, ZConfirmEmailRequest, ZEmailStatus } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { clientOf, requireGuardsAllow, requireStepUp } from "../security/index.ts";
import { confirmEmail, getEmailStatus, requestEmailChange, resendConfirmation } from "./email-proof.service.ts";

const tags = ["email"];

/** E-mail proof: open a link, ask for a new one, change the address; under /api. */
export const emailProofRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  app.post(
    "/email/confirm",
    {
      schema: {
        tags,
        summary:
          "Open an e-mail link (from sign-up, a resend or a change of address): 24 hours, once. Expired, used or unknown: 400",
        body: ZConfirmEmailRequest,
        response: {
          200: envelope(z.object({ email: z.string(), isChange: z.boolean(), isAlreadyConfirmed: z.boolean() })),
          ...errors(400, 403, 409),
        },
      },
    },
    async (request) => {
      const result = await confirmEmail(app.db, app.jobs, {
        token: request.body.token,
        client: clientOf(request),
        now: now(),
      });
      const message = result.isAlreadyConfirmed
        ? EMAIL_MESSAGES.alreadyConfirmed
        : result.isChange
          ? EMAIL_MESSAGES.changed(result.email)
          : EMAIL_MESSAGES.confirmed;
      return ok(200, message, result);
    },
  );

  app.post(
    "/email/resend",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Send a new confirmation link to the account's address (5 per 15 minutes)",
        security,
        response: { 200: envelope(z.object({ email: z.string() })), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const email = await resendConfirmation(app.db, app.jobs, { user: currentUser(request), now: now() });
      return ok(200, EMAIL_MESSAGES.linkSent(email), { email });
    },
  );

  app.get(
    "/user/email",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The account's e-mail address, whether it is confirmed, and a change waiting for its link",
        security,
        response: { 200: envelope(ZEmailStatus), ...errors(401) },
      },
    },
    async (request) => ok(200, "E-mail status", await getEmailStatus(app.db, currentUser(request), now())),
  );

  app.post(
    "/user/email",
    {
      preHandler: [requireGuardsAllow("emailChange"), requireStepUp],
      schema: {
        tags,
        summary:
          "Change the e-mail address (current password required): a link goes to the new address, which takes over when it is opened; the old address is told",
        security,
        body: ZChangeEmailRequest,
        response: { 200: envelope(z.object({ pendingEmail: z.string() })), ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const pendingEmail = await requestEmailChange(app.db, app.jobs, {
        user: currentUser(request),
        email: request.body.email,
        password: request.body.password,
        now: now(),
      });
      return ok(200, EMAIL_MESSAGES.changeSent(pendingEmail), { pendingEmail });
    },
  );
};
