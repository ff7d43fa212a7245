import {
  LEGAL_MESSAGES,
  ZAcceptTermsRequest,
  ZLegalDocParams,
  ZLegalDocument,
  ZSiteInfo,
  ZTermsAcceptance,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { termsAcceptance } from "./legal.dto.ts";
import { acceptTerms } from "./legal.service.ts";

const tags = ["legal"];

/** Who runs the site, its terms, privacy notice and risk disclosure, and the member's acceptance, under /api. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = app.legalDocuments;
  const currentTerms = () => documents.terms.version;

  app.get(
    "/site",
    {
      schema: {
        tags,
        summary:
          "Who runs this site (OPERATOR_* settings; null: a demo installation), how payments are checked (CHAIN_WATCH) and the current version of each legal document",
        response: { 200: envelope(ZSiteInfo) },
      },
    },
    async () => ok(200, "Site", app.siteInfo),
  );

  app.get(
    "/legal/:doc",
    {
      schema: {
        tags,
        summary: "A legal document (terms, privacy, risk) rendered from its Markdown, with its version",
        params: ZLegalDocParams,
        response: { 200: envelope(ZLegalDocument), ...errors(400) },
      },
    },
    async (request) => ok(200, documents[request.params.doc].title, documents[request.params.doc]),
  );

  app.get(
    "/user/terms",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "The version of the terms the member accepted and when; needsAcceptance when a newer version is in force",
        security,
        response: { 200: envelope(ZTermsAcceptance), ...errors(401) },
      },
    },
    async (request) => ok(200, "Terms acceptance", termsAcceptance(currentUser(request), currentTerms())),
  );

  app.post(
    "/user/terms",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Accept the terms of use in force (`version` must be the current one, else 400)",
        security,
        body: ZAcceptTermsRequest,
        response: { 200: envelope(ZTermsAcceptance), ...errors(400, 401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = app.clock.now();
      await acceptTerms(app.db, {
        userId: user.id,
        version: request.body.version,
        currentVersion: currentTerms(),
        now,
      });
      const accepted = { ...user, termsAcceptedVersion: request.body.version, termsAcceptedAt: now };
      return ok(200, LEGAL_MESSAGES.termsAccepted, termsAcceptance(accepted, currentTerms()));
    },
  );
};
