import { ZIdParams } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getReadableFile } from "./files.service.ts";

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/files/:id",
    {
      schema: {
        tags: ["files"],
        summary: "Fetch an uploaded file (private files: owner or admin, with the bearer token)",
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const file = await getReadableFile(app.db, app.storage, request.params.id, request.user);
      reply
        .type(file.mime)
        .header("content-length", file.object.size)
        .header("cache-control", file.isPublic ? "public, max-age=86400" : "private, no-store")
        .header("content-disposition", "inline");
      return reply.send(file.object.stream);
    },
  );
};
