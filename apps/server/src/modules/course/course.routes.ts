import {
  COURSE_MESSAGES,
  ZCertificate,
  ZCourseAccess,
  ZCourseOverview,
  ZLesson,
  ZQuizResult,
  ZQuizSubmission,
  ZSlugParams,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { requireConfirmedEmail } from "../../plugins/email-proof.ts";
import { startTrial } from "./access.ts";
import {
  completeLesson,
  getCertificate,
  getCourseOverview,
  getLesson,
  getMyCertificate,
  submitQuiz,
} from "./course.service.ts";
import { serveLessonVideo, videoToken } from "./lesson-video.ts";

/** The course for visitors and members, under /api. Access is checked here, on the server. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  app.get(
    "/course",
    {
      schema: {
        tags: ["course"],
        summary: "The course outline with the caller's access and progress (visitors: the outline and the preview)",
        response: { 200: envelope(ZCourseOverview) },
      },
    },
    async (request) => ok(200, "Course", await getCourseOverview(app.db, request.user?.id ?? null, now())),
  );

  app.post(
    "/course/trial",
    {
      preHandler: requireConfirmedEmail,
      schema: {
        tags: ["course"],
        security,
        summary:
          "Start the 7-day free trial (confirmed e-mail address; once per account and per mailbox; no payment details)",
        response: { 201: envelope(ZCourseAccess), ...errors(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const access = await startTrial(app.db, currentUser(request).id, now());
      return reply.status(201).send(ok(201, COURSE_MESSAGES.trialStarted, access));
    },
  );

  app.get(
    "/course/lessons/:slug",
    {
      schema: {
        tags: ["course"],
        summary: "A published lesson: body, video, quiz (403 without access unless it is in the free preview)",
        params: ZSlugParams,
        response: { 200: envelope(ZLesson), ...errors(403, 404) },
      },
    },
    async (request) => {
      const userId = request.user?.id ?? null;
      const signVideo = (lessonId: string) =>
        userId ? videoToken(userId, lessonId, app.config.jwtSecret) : Promise.resolve(null);
      return ok(200, "Lesson", await getLesson(app.db, request.params.slug, userId, now(), signVideo));
    },
  );

  app.get(
    "/course/lessons/:slug/video",
    {
      schema: {
        tags: ["course"],
        summary: "A lesson's uploaded video, with HTTP range requests (?t= the token from the lesson answer)",
        params: ZSlugParams,
        querystring: z.object({ t: z.string().max(2000).optional() }),
      },
    },
    (request, reply) =>
      serveLessonVideo(
        { db: app.db, storage: app.storage, jwtSecret: app.config.jwtSecret, now: now() },
        {
          slug: request.params.slug,
          token: request.query.t,
          userId: request.user?.id ?? null,
          range: request.headers.range,
        },
        reply,
      ),
  );

  app.post(
    "/course/lessons/:slug/complete",
    {
      preHandler: requireUser,
      schema: {
        tags: ["course"],
        security,
        summary: "Mark a lesson without a quiz as completed",
        params: ZSlugParams,
        response: { 200: envelope(ZCourseOverview), ...errors(401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        200,
        COURSE_MESSAGES.completed,
        await completeLesson(app.db, request.params.slug, currentUser(request).id, now()),
      ),
  );

  app.post(
    "/course/lessons/:slug/quiz",
    {
      preHandler: requireUser,
      schema: {
        tags: ["course"],
        security,
        summary: "Submit a quiz: the score, and each question's right answers with the explanation",
        params: ZSlugParams,
        body: ZQuizSubmission,
        response: { 200: envelope(ZQuizResult), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const result = await submitQuiz(app.db, {
        slug: request.params.slug,
        userId: currentUser(request).id,
        answers: request.body.answers,
        now: now(),
      });
      return ok(200, result.isPassed ? "Quiz passed" : "Quiz not passed yet", result);
    },
  );

  app.get(
    "/course/certificate",
    {
      preHandler: requireUser,
      schema: {
        tags: ["course"],
        security,
        summary: "The signed-in member's certificate (404 until every module's quiz is passed)",
        response: { 200: envelope(ZCertificate), ...errors(401, 404) },
      },
    },
    async (request) => ok(200, "Certificate", await getMyCertificate(app.db, currentUser(request).id)),
  );

  app.get(
    "/certificates/:id",
    {
      schema: {
        tags: ["course"],
        summary: "Public verification of a certificate: name, course, date and id only",
        params: z.object({ id: z.string().max(40) }),
        response: { 200: envelope(ZCertificate), ...errors(404) },
      },
    },
    async (request) => ok(200, "Certificate", await getCertificate(app.db, request.params.id)),
  );
};
