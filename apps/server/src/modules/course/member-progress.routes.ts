import { ZIdParams, ZMemberProgress } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { getMemberProgress } from "./member-progress.service.ts";

const tags = ["course admin"];

/** A member's course as an admin sees it, under /api/admin. */
export const memberProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/:id/course",
    {
      schema: {
        tags,
        summary: "A member's course: access, progress per module, the latest 50 quiz attempts, certificate",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZMemberProgress), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ok(200, "Course progress", await getMemberProgress(app.db, request.params.id, app.clock.now())),
  );
};
