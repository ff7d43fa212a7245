import { ZIdParams } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { FILE_LINK_MESSAGES, isValidFileLink } from "./file-links.ts";
import { getReadableFile } from "./files.service.ts";

const ZSignedLink = z.object({
  expires: z.coerce.number().int().positive().optional(),
  signature: z.string().max(100).optional(),
});

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/files/:id",
    {
      schema: {
        tags: ["files"],
        summary:
          "Fetch an uploaded file. Private files: their owner or an admin with the bearer token, or anyone with a signed link (expires and signature, given out by the API for a few minutes)",
        params: ZIdParams,
        querystring: ZSignedLink,
      },
    },
    async (request, reply) => {
      const { expires, signature } = request.query;
      const isSignedLink = expires !== undefined || signature !== undefined;
      if (
        isSignedLink &&
        !isValidFileLink({ jwtSecret: app.config.jwtSecret, now: app.clock.now() }, request.params.id, {
          expires: expires ?? 0,
          signature: signature ?? "",
        })
      ) {
        throw new AppError("FORBIDDEN", FILE_LINK_MESSAGES.invalid);
      }
      const file = await getReadableFile(app.db, app.storage, request.params.id, request.user, isSignedLink);
      reply
        .type(file.mime)
        .header("content-length", file.object.size)
        .header("cache-control", file.isPublic ? "public, max-age=86400" : "private, no-store")
        .header("content-disposition", "inline");
      return reply.send(file.object.stream);
    },
  );
};
