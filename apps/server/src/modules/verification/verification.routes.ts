import {
  ID_DOCUMENT_MIME_TYPES,
  MESSAGES,
  SSN_REVEALS_PER_DAY,
  VERIFICATION_MESSAGES,
  ZIdParams,
  ZRevealedSsn,
  ZRevealSsnRequest,
  ZSetVerified,
  ZUser,
  ZVerificationDecision,
  ZVerificationFields,
  ZVerificationListQuery,
  ZVerificationRequest,
} from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { envelope, errors, listEnvelope, ok, okList, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { acceptUploads, fileLinkSigner, parseFormFields, readMultipartForm } from "../files/index.ts";
import { profileRoutes } from "../profile/index.ts";
import { toUserDto } from "../users/index.ts";
import { revealSsn } from "./ssn-reveal.ts";
import { decideRequest, setUserVerified } from "./verification.decide.ts";
import { toRequestDto } from "./verification.dto.ts";
import { findRequestWithOwner, getLatestRequest, listRequests, submitVerification } from "./verification.service.ts";

/**
 * Each document page's `path`: a signed link that works for a few minutes without a bearer header,
 * so a client can load it as an image (the sketch's client does); `image` needs the header.
 */
function documentLinks(app: FastifyInstance) {
  return fileLinkSigner({ jwtSecret: app.config.jwtSecret, publicUrl: app.config.publicUrl, now: app.clock.now() });
}

/** Public and signed-in routes of the verification domain, under /api. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  // The profile picture lives in its own module; app.ts registers only this plugin.
  await app.register(profileRoutes);

  app.post(
    "/user/verification",
    {
      preHandler: requireUser,
      schema: {
        tags: ["verification"],
        summary:
          "Submit identity documents: multipart {name, phone, label, ssn, front, back} (the pages of the document)",
        security,
        consumes: ["multipart/form-data"],
        response: { 201: envelope(ZVerificationRequest), ...errors(400, 401, 409, 413) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const page = { types: ID_DOCUMENT_MIME_TYPES, max: 1 };
      const form = await readMultipartForm(request, { front: page, back: page });
      const fields = parseFormFields(ZVerificationFields, form.fields);
      const [front, back] = [form.files.front?.[0], form.files.back?.[0]];
      if (!front || !back) {
        throw new AppError("BAD_REQUEST", VERIFICATION_MESSAGES.bothSides, [
          { field: front ? "back" : "front", message: VERIFICATION_MESSAGES.bothSides },
        ]);
      }
      const deps = { storage: app.storage, encryptionKey: app.config.encryptionKey };
      const row = await submitVerification(app.db, deps, user, { ...fields, front, back });
      return reply.status(201).send(ok(201, MESSAGES.documentsUploaded, toRequestDto(row, user, documentLinks(app))));
    },
  );

  app.get(
    "/user/verification",
    {
      preHandler: requireUser,
      schema: {
        tags: ["verification"],
        summary: "The signed-in user's latest verification request (SSN masked), or null",
        security,
        response: { 200: envelope(ZVerificationRequest.nullable()), ...errors(401) },
      },
    },
    async (request) =>
      ok(
        200,
        VERIFICATION_MESSAGES.requestGotten,
        await getLatestRequest(app.db, currentUser(request), documentLinks(app)),
      ),
  );
};

/** Admin routes of the verification domain, under /api/admin (admin check applied by app.ts). */
export const verificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/verifications",
    {
      schema: {
        tags: ["verification"],
        summary: "Verification requests, pending by default (accepted ones are never listed), newest first",
        security,
        querystring: ZVerificationListQuery,
        response: { 200: listEnvelope(ZVerificationRequest), ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      okList(VERIFICATION_MESSAGES.requestsGotten, await listRequests(app.db, request.query, documentLinks(app))),
  );

  app.get(
    "/verifications/:id",
    {
      schema: {
        tags: ["verification"],
        summary: "One request for review; the SSN is masked (POST /admin/verifications/{id}/ssn reveals it)",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZVerificationRequest), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await findRequestWithOwner(app.db, request.params.id);
      if (!found) throw new AppError("NOT_FOUND", "Verification request not found");
      return ok(200, VERIFICATION_MESSAGES.requestGotten, toRequestDto(found.request, found.owner, documentLinks(app)));
    },
  );

  app.post(
    "/verifications/:id/ssn",
    {
      schema: {
        tags: ["verification"],
        summary: `Reveal a request's whole SSN: needs a reason, written to the audit log; at most ${SSN_REVEALS_PER_DAY} per admin in 24 hours (then 429)`,
        security,
        params: ZIdParams,
        body: ZRevealSsnRequest,
        response: { 200: envelope(ZRevealedSsn), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const revealed = await revealSsn(app.db, {
        requestId: request.params.id,
        adminId: currentUser(request).id,
        reason: request.body.reason,
        now: app.clock.now(),
        encryptionKey: app.config.encryptionKey,
      });
      return ok(200, VERIFICATION_MESSAGES.ssnRevealed, revealed);
    },
  );

  app.patch(
    "/verifications/:id",
    {
      schema: {
        tags: ["verification"],
        summary: "Accept ({status: accepted}) or deny ({status: denied, reasonCode, reason?}) a pending request",
        security,
        params: ZIdParams,
        body: ZVerificationDecision,
        response: { 200: envelope(ZVerificationRequest), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await decideRequest(app.db, app.jobs, {
        requestId: request.params.id,
        admin: currentUser(request),
        decision: request.body,
        publicUrl: app.config.publicUrl,
      });
      const message =
        result.request.status === "accepted" ? MESSAGES.userVerified : VERIFICATION_MESSAGES.requestDenied;
      return ok(200, message, toRequestDto(result.request, result.owner, documentLinks(app)));
    },
  );

  app.patch(
    "/users/:id/verified",
    {
      schema: {
        tags: ["verification"],
        summary: "Verify or unverify a user directly ({isVerified}); admins cannot unverify themselves",
        security,
        params: ZIdParams,
        body: ZSetVerified,
        response: { 200: envelope(ZUser), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await setUserVerified(app.db, app.jobs, {
        userId: request.params.id,
        admin: currentUser(request),
        isVerified: request.body.isVerified,
        publicUrl: app.config.publicUrl,
      });
      const message = user.isVerified ? MESSAGES.userVerified : VERIFICATION_MESSAGES.userUnverified;
      return ok(200, message, toUserDto(user));
    },
  );
};
