import { ZAdminLesson, ZAdminModule, ZIdParams, ZLessonInput, ZReorder } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import {
  createLesson,
  deleteLesson,
  getAdminLesson,
  reorderLessons,
  setLessonStatus,
  updateLesson,
} from "./course-lessons.service.ts";

const tags = ["course admin"];
const ZDeleted = z.object({ id: z.string() });

/** Authoring lessons (body, quiz, order, publishing), under /api/admin. Their media: course-media.routes.ts. */
export const courseLessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/course/lessons/:id",
    {
      schema: {
        tags,
        summary: "One lesson for the editor: Markdown body and the quiz with its right answers",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZAdminLesson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ok(200, "Lesson", await getAdminLesson(app.db, request.params.id)),
  );

  app.post(
    "/course/modules/:id/lessons/reorder",
    {
      schema: {
        tags,
        summary: "Set the order of a module's lessons (every lesson of the module exactly once)",
        security,
        params: ZIdParams,
        body: ZReorder,
        response: { 200: envelope(z.array(ZAdminModule)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        200,
        "Order saved",
        await reorderLessons(app.db, currentUser(request).id, request.params.id, request.body.ids),
      ),
  );

  app.post(
    "/course/lessons",
    {
      schema: {
        tags,
        summary: "Add a lesson (a draft, at the end of its module; slug from the title when not given)",
        security,
        body: ZLessonInput,
        response: { 201: envelope(ZAdminLesson), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(201, "Lesson created", await createLesson(app.db, currentUser(request).id, request.body))),
  );

  app.patch(
    "/course/lessons/:id",
    {
      schema: {
        tags,
        summary: "Save a lesson: every field is sent; no slug keeps it, no embed link or quiz removes it",
        security,
        params: ZIdParams,
        body: ZLessonInput,
        response: { 200: envelope(ZAdminLesson), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(200, "Lesson saved", await updateLesson(app.db, currentUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    "/course/lessons/:id",
    {
      schema: {
        tags,
        summary: "Delete a lesson with members' progress and quiz attempts on it, and its uploaded video",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZDeleted), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteLesson(app.db, app.storage, currentUser(request).id, request.params.id);
      return ok(200, "Lesson deleted", { id: request.params.id });
    },
  );

  for (const [action, status] of [
    ["publish", "published"],
    ["unpublish", "draft"],
  ] as const) {
    app.post(
      `/course/lessons/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === "publish"
              ? "Publish a lesson (it needs a body)"
              : "Take a lesson back to draft (members lose it)",
          security,
          params: ZIdParams,
          response: { 200: envelope(ZAdminLesson), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) =>
        ok(
          200,
          status === "published" ? "Lesson published" : "Lesson unpublished",
          await setLessonStatus(app.db, currentUser(request).id, request.params.id, status),
        ),
    );
  }
};
