import {
  MESSAGES,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZPasskeyAssertionRequest,
  ZResetPasswordRequest,
  ZResetTokenParams,
  ZSignupRequest,
  ZUser,
  ZWebAuthnOptions,
} from "@vaultline/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok } from "../../lib/http.ts";
import { clientOf, startPasskeyAssertion } from "../security/index.ts";
import { toUserDto } from "../users/index.ts";
import { login, loginWithPasskey, requestPasswordReset, resetPassword, type SignedIn, signup } from "./auth.service.ts";
import { knownDeviceOf, registerDeviceCookies, setDeviceCookie } from "./device-cookie.ts";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerDeviceCookies(app, app.config);
  const deps = { config: app.config, jobs: app.jobs };
  /**
   * A sign-in's answer: the device cookie (its password attempts count against its own allowance),
   * and "welcome back" only to a member who has signed in before.
   */
  const signedInAnswer = (
    reply: FastifyReply,
    { deviceId, user, token, isReturning, mustChangePassword }: SignedIn & { deviceId: string },
  ) => {
    setDeviceCookie(reply, app.config, user.id, deviceId);
    const welcome = isReturning ? MESSAGES.welcomeBack(user.username) : MESSAGES.welcome(user.username);
    return { ...ok(200, welcome, toUserDto(user)), token, mustChangePassword };
  };
  const signedInSchema = envelope(ZUser).extend({
    /** The password is too short or in the list of leaked ones: the member is asked to change it now. */
    mustChangePassword: z.boolean(),
  });

  app.post(
    "/signup",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Create an account. `acceptTerms: true` records acceptance of the terms of use in force; without the field (the sketch's client) the account is made and asked to accept at its next sign-in; `false` is a 400",
        body: ZSignupRequest,
        response: { 201: envelope(ZUser), ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const termsVersion = app.legalDocuments.terms.version;
      const { user, token } = await signup(
        app.db,
        { ...deps, termsVersion },
        request.body,
        clientOf(request),
        app.clock.now(),
      );
      return reply.status(201).send({ ...ok(201, MESSAGES.signupSuccess, toUserDto(user)), token });
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Log in with username or e-mail. An account with two-factor authentication also sends `code` (the authenticator app's code or a recovery code); without it the answer is 401 with details [{ field: 'code' }]",
        body: ZLoginRequest,
        response: { 200: signedInSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const signedIn = await login(app.db, deps, {
        ...request.body,
        client: clientOf(request),
        now: app.clock.now(),
        // Throttling counts real requests in real time, whatever the (test) clock of the rules says.
        limitsNow: new Date(),
        knownDeviceOf: (userId) => knownDeviceOf(request, userId),
      });
      return signedInAnswer(reply, signedIn);
    },
  );

  app.post(
    "/login/passkey/options",
    {
      schema: {
        tags: ["auth"],
        summary: "Start signing in with a passkey: WebAuthn request options (the challenge works once, for 5 minutes)",
        response: { 200: envelope(ZWebAuthnOptions), ...errors(429) },
      },
    },
    async () => {
      const options = await startPasskeyAssertion(app.db, {
        userId: null,
        purpose: "sign_in",
        publicUrl: app.config.publicUrl,
        now: app.clock.now(),
      });
      return ok(200, "Choose your passkey", options as unknown as Record<string, unknown>);
    },
  );

  app.post(
    "/login/passkey",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Sign in with a passkey, without a password: it counts as the second factor. A replayed, expired or unknown answer is a 401 on `passkey`",
        body: ZPasskeyAssertionRequest,
        response: { 200: signedInSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const signedIn = await loginWithPasskey(app.db, deps, {
        response: request.body.response,
        client: clientOf(request),
        now: app.clock.now(),
        knownDeviceOf: (userId) => knownDeviceOf(request, userId),
      });
      return signedInAnswer(reply, signedIn);
    },
  );

  app.post(
    "/password-reset",
    {
      schema: {
        tags: ["auth"],
        summary: "E-mail a password reset link (same answer for unknown e-mails)",
        body: ZForgotPasswordRequest,
        response: { 200: envelope(z.null()), ...errors(400, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, app.config, app.jobs, { ...request.body, ip: request.ip });
      return ok(200, MESSAGES.resetSent, null);
    },
  );

  app.post(
    "/password-reset/:resettoken",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset link's token",
        params: ZResetTokenParams,
        body: ZResetPasswordRequest,
        response: { 200: envelope(z.null()), ...errors(400) },
      },
    },
    async (request) => {
      await resetPassword(app.db, app.jobs, {
        token: request.params.resettoken,
        password: request.body.password,
        client: clientOf(request),
        now: app.clock.now(),
      });
      return ok(200, MESSAGES.resetDone, null);
    },
  );
};
