import { ZAdminModule, ZIdParams, ZModuleInput, ZReorder } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import {
  createModule,
  deleteModule,
  listCourseForAdmin,
  reorderModules,
  updateModule,
} from "./course-modules.service.ts";

const tags = ["course admin"];
const ZDeleted = z.object({ id: z.string() });

/** Authoring the course's modules (sections) and reading the whole outline, under /api/admin. */
export const courseModulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/course",
    {
      schema: {
        tags,
        summary: "Every module in order with every lesson, drafts included",
        security,
        response: { 200: envelope(z.array(ZAdminModule)), ...errors(401, 403) },
      },
    },
    async () => ok(200, "Course", await listCourseForAdmin(app.db)),
  );

  app.post(
    "/course/modules",
    {
      schema: {
        tags,
        summary: "Add a module at the end (slug from the title when not given)",
        security,
        body: ZModuleInput,
        response: { 201: envelope(ZAdminModule), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(201, "Module created", await createModule(app.db, currentUser(request).id, request.body))),
  );

  app.patch(
    "/course/modules/:id",
    {
      schema: {
        tags,
        summary: "Edit a module (title, slug, summary, free preview); no slug keeps the current one",
        security,
        params: ZIdParams,
        body: ZModuleInput,
        response: { 200: envelope(ZAdminModule), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(200, "Module saved", await updateModule(app.db, currentUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    "/course/modules/:id",
    {
      schema: {
        tags,
        summary: "Delete an empty module (409 while it has lessons)",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZDeleted), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteModule(app.db, currentUser(request).id, request.params.id);
      return ok(200, "Module deleted", { id: request.params.id });
    },
  );

  app.post(
    "/course/modules/reorder",
    {
      schema: {
        tags,
        summary: "Set the modules' order (every module exactly once)",
        security,
        body: ZReorder,
        response: { 200: envelope(z.array(ZAdminModule)), ...errors(400, 401, 403) },
      },
    },
    async (request) => ok(200, "Order saved", await reorderModules(app.db, currentUser(request).id, request.body.ids)),
  );
};
