import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { courseLessonsRoutes } from "./course-lessons.routes.ts";
import { courseModulesRoutes } from "./course-modules.routes.ts";
import { memberProgressRoutes } from "./member-progress.routes.ts";

/**
 * Course authoring and members' course progress, under /api/admin (app.ts applies the admin check):
 * modules, lessons (with their quizzes) and each member's progress. Images, videos and the Markdown
 * preview are in course-media.routes.ts, a scope of its own because it accepts multipart uploads.
 */
export const courseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(courseModulesRoutes);
  await app.register(courseLessonsRoutes);
  await app.register(memberProgressRoutes);
};
