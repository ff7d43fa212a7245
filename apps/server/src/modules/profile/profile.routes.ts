import { MESSAGES, PROOF_MIME_TYPES, ZIdParams, ZProfilePicture } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { acceptUploads, parseFormFields, readMultipartForm } from "../files/index.ts";
import { findUserById } from "../users/index.ts";
import { uploadProfilePicture } from "./profile.service.ts";

/** Profile picture upload; registered by the verification routes under /api. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    "/users/:id/picture",
    {
      preHandler: requireUser,
      schema: {
        tags: ["users"],
        summary: "Set a profile picture: multipart {picture}; your own id, or any id for admins",
        description:
          "png, jpeg, heic, webp or pdf by their bytes, up to 10 MiB. Images are re-encoded to a WebP of at most 512 px without metadata (over 40 megapixels: 400). A PDF (or a HEIC the server cannot decode) is kept but cannot be shown as a picture: the profile shows the initials, and the answer says so (isShown false, notice).",
        security,
        consumes: ["multipart/form-data"],
        params: ZIdParams,
        response: { 200: envelope(ZProfilePicture), ...errors(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      if (viewer.id !== request.params.id && !viewer.isAdmin) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
      const target = viewer.id === request.params.id ? viewer : await findUserById(app.db, request.params.id);
      if (!target) throw new AppError("NOT_FOUND", "User not found");
      const form = await readMultipartForm(request, { picture: { types: PROOF_MIME_TYPES, max: 1 } });
      parseFormFields(z.object({}), form.fields);
      const upload = form.files.picture?.[0];
      if (!upload) {
        throw new AppError("BAD_REQUEST", "Choose a picture to upload", [
          { field: "picture", message: "Choose a picture to upload" },
        ]);
      }
      const picture = await uploadProfilePicture(app.db, app.storage, { viewer, target, upload });
      return ok(200, MESSAGES.profilePicUploaded, picture);
    },
  );
};
