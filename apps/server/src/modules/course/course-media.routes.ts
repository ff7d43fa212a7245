import { COURSE_MESSAGES, WEB_IMAGE_MIME_TYPES, ZAdminLesson, ZIdParams, ZMarkdownPreview } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { renderMarkdown } from "../../lib/markdown.ts";
import { currentUser } from "../../plugins/auth.ts";
import { acceptUploads, parseFormFields, readMultipartForm } from "../files/index.ts";
import { attachLessonVideo, lessonExists, removeLessonVideo, uploadCourseImage } from "./course-media.service.ts";
import { uploadTempDir, withVideoUpload } from "./course-video-upload.ts";

const tags = ["course admin"];

/** The lesson editor's media under /api/admin (app.ts applies the admin check): preview, images, videos. */
export const courseMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    "/course/preview",
    {
      schema: {
        tags,
        summary: "Render Markdown exactly as members will see it (the editor's live preview)",
        security,
        body: ZMarkdownPreview,
        response: { 200: envelope(z.object({ html: z.string() })), ...errors(400, 401, 403) },
      },
    },
    async (request) => ok(200, "Preview", { html: renderMarkdown(request.body.markdown) }),
  );

  app.post(
    "/course/images",
    {
      schema: {
        tags,
        summary: "Upload a lesson image (multipart: image = PNG/JPEG/WebP, alt optional); answers its Markdown",
        security,
        consumes: ["multipart/form-data"],
        response: { 201: envelope(z.object({ url: z.string(), markdown: z.string() })), ...errors(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { image: { types: WEB_IMAGE_MIME_TYPES, max: 1 } });
      const { alt } = parseFormFields(z.object({ alt: z.string().optional() }), form.fields);
      const image = form.files.image?.[0];
      if (!image) {
        throw new AppError("BAD_REQUEST", COURSE_MESSAGES.imageRequired, [
          { field: "image", message: COURSE_MESSAGES.imageRequired },
        ]);
      }
      const result = await uploadCourseImage(app.db, app.storage, {
        adminId: currentUser(request).id,
        image,
        alt,
      });
      return reply.status(201).send(ok(201, "Image uploaded", result));
    },
  );

  app.post(
    "/course/lessons/:id/video",
    {
      schema: {
        tags,
        summary: "Upload the lesson's video (multipart: video = MP4/WebM up to 500 MiB); replaces the old one",
        security,
        params: ZIdParams,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(ZAdminLesson), ...errors(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      await lessonExists(app.db, request.params.id);
      const lesson = await withVideoUpload(request, { tempDir: uploadTempDir(app.config.dataDir) }, (video) =>
        attachLessonVideo(app.db, app.storage, {
          adminId: currentUser(request).id,
          lessonId: request.params.id,
          video,
        }),
      );
      return ok(200, "Video uploaded", lesson);
    },
  );

  app.delete(
    "/course/lessons/:id/video",
    {
      schema: {
        tags,
        summary: "Remove the lesson's uploaded video",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZAdminLesson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        200,
        "Video removed",
        await removeLessonVideo(app.db, app.storage, { adminId: currentUser(request).id, lessonId: request.params.id }),
      ),
  );
};
