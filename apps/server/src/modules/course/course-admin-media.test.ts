import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import multipartPlugin from "@fastify/multipart";
import { COURSE_MESSAGES, MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import {
  createLessonViaApi,
  createModuleViaApi,
  publish,
  tinyMp4,
  tinyWebm,
} from "../../../test/factories/course-admin.ts";
import { call, createTestApp, createTestUser, fixtures, multipart } from "../../../test/helpers.ts";
import { auditLog, files } from "../../db/schema.ts";
import { uploadsDir } from "../../lib/storage.ts";
import { registerErrorHandler } from "../../plugins/errors.ts";
import { uploadTempDir, withVideoUpload } from "./course-video-upload.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });
const member = await createTestUser(app);
await call(app, { method: "POST", url: "/api/course/trial", headers: member.auth });

const tempFiles = () => {
  const dir = uploadTempDir(app.dataDir);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const storedFiles = () => (existsSync(uploadsDir(app.dataDir)) ? readdirSync(uploadsDir(app.dataDir)) : []);

function uploadVideo(lessonId: string, content: Buffer, filename = "clip.webm") {
  const form = multipart({}, [{ field: "video", filename, content, type: "video/webm" }]);
  return call(app, {
    method: "POST",
    url: `/api/admin/course/lessons/${lessonId}/video`,
    headers: { ...admin.auth, ...form.headers },
    payload: form.payload,
  });
}

describe("markdown preview", () => {
  it("renders with the members' renderer: no scripts, no javascript: links", async () => {
    const markdown = [
      "# Title",
      "<script>alert(1)</script>",
      "[click](javascript:alert(1))",
      "![chart](/api/files/00000000-0000-4000-8000-000000000000)",
    ].join("\n\n");
    const res = await call(app, {
      method: "POST",
      url: "/api/admin/course/preview",
      headers: admin.auth,
      payload: { markdown },
    });
    expect(res.status).toBe(200);
    const html: string = res.body.data.html;
    expect(html).toContain("<h2>Title</h2>");
    expect(html).not.toContain("<script");
    // The link stays visible text: never an anchor that runs script.
    expect(html).not.toMatch(/<a[^>]*javascript:/i);
    expect(html).toContain("<p>[click](javascript:alert(1))</p>");
    expect(html).toContain('<img src="/api/files/00000000-0000-4000-8000-000000000000" alt="chart" />');
  });
});

describe("lesson images", () => {
  it("stores a PNG as a public course image and answers its Markdown", async () => {
    const form = multipart({ alt: "Candles [1]" }, [{ field: "image", filename: "c.png", content: fixtures.png() }]);
    const res = await call(app, {
      method: "POST",
      url: "/api/admin/course/images",
      headers: { ...admin.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.status).toBe(201);
    const { url, markdown } = res.body.data as { url: string; markdown: string };
    expect(markdown).toBe(`![Candles 1](${url})`);
    const image = await app.inject({ method: "GET", url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const fileId = url.split("/").pop() as string;
    const [row] = await app.db.select().from(files).where(eq(files.id, fileId));
    expect(row).toMatchObject({ kind: "course_image", isPublic: true, ownerId: admin.user.id });
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.targetId, fileId));
    expect(audit?.action).toBe("course.image.upload");
  });

  it("types the image by its bytes: a text file named .png is refused", async () => {
    const form = multipart({}, [{ field: "image", filename: "x.png", content: fixtures.text(), type: "image/png" }]);
    const res = await call(app, {
      method: "POST",
      url: "/api/admin/course/images",
      headers: { ...admin.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.fileNotSupported);
  });
});

describe("lesson videos", () => {
  it("stores an uploaded WebM and serves byte ranges of it to a member with access", async () => {
    const module = await createModuleViaApi(app, admin);
    const lesson = await createLessonViaApi(app, admin, { moduleId: module.id });
    await publish(app, admin, lesson.id);
    const video = tinyWebm(400);
    const res = await uploadVideo(lesson.id, video);
    expect(res.status).toBe(200);
    expect(res.body.data.video).toMatchObject({ mime: "video/webm", sizeBytes: video.length });

    const shown = await call(app, { method: "GET", url: `/api/course/lessons/${lesson.slug}`, headers: member.auth });
    expect(shown.body.data.video).toMatchObject({ kind: "file", mime: "video/webm" });
    const part = await app.inject({
      method: "GET",
      url: `/api/course/lessons/${lesson.slug}/video`,
      headers: { ...member.auth, range: "bytes=0-99" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(0, 100))).toBe(true);
    // Opened in a tab, the browser renders it: it keeps the page's policy, which lets media play.
    expect(String(part.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(tempFiles()).toEqual([]);
    const actions = (await app.db.select().from(auditLog).where(eq(auditLog.targetId, lesson.id))).map((a) => a.action);
    expect(actions).toContain("course.lesson.video");
  });

  it("replaces a video (old row and bytes removed) and removes it", async () => {
    const module = await createModuleViaApi(app, admin);
    const lesson = await createLessonViaApi(app, admin, { moduleId: module.id });
    await uploadVideo(lesson.id, tinyWebm());
    const before = storedFiles();
    const replaced = await uploadVideo(lesson.id, tinyMp4(), "clip.mp4");
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.video.mime).toBe("video/mp4");
    expect(storedFiles()).toHaveLength(before.length);
    const embed = await call(app, {
      method: "PATCH",
      url: `/api/admin/course/lessons/${lesson.id}`,
      headers: admin.auth,
      payload: { moduleId: module.id, title: "Video", videoEmbedUrl: "https://player.vimeo.com/video/123456" },
    });
    expect(embed.status).toBe(400);
    expect(embed.body.error).toBe(COURSE_MESSAGES.videoOneSource);

    const url = `/api/admin/course/lessons/${lesson.id}/video`;
    const removed = await call(app, { method: "DELETE", url, headers: admin.auth });
    expect(removed.status).toBe(200);
    expect(removed.body.data.video).toBeNull();
    expect(storedFiles()).toHaveLength(before.length - 1);
    expect((await call(app, { method: "DELETE", url, headers: admin.auth })).body.error).toBe(COURSE_MESSAGES.noVideo);
    const actions = (await app.db.select().from(auditLog).where(eq(auditLog.targetId, lesson.id))).map((a) => a.action);
    expect(actions.filter((a) => a === "course.lesson.video")).toHaveLength(3);
  });

  it("types the video by its bytes: a text file named .mp4 is refused, nothing is kept", async () => {
    const module = await createModuleViaApi(app, admin);
    const lesson = await createLessonViaApi(app, admin, { moduleId: module.id });
    const before = storedFiles();
    const res = await uploadVideo(lesson.id, fixtures.text(), "clip.mp4");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(COURSE_MESSAGES.videoType);
    expect(storedFiles()).toEqual(before);
    expect(tempFiles()).toEqual([]);
    expect((await uploadVideo(lesson.id, fixtures.png(), "clip.webm")).status).toBe(400);
  });

  it("answers 404 for an unknown lesson", async () => {
    const res = await uploadVideo("00000000-0000-4000-8000-000000000000", tinyWebm());
    expect(res.status).toBe(404);
  });
});

// The cap is a parameter, so a small app can test it with 1,000 bytes instead of 500 MiB.
const capTempDir = path.join(app.dataDir, "tmp-cap");
const small = Fastify({ logger: false });
registerErrorHandler(small);
await small.register(multipartPlugin, { limits: { fileSize: 10 } });
small.post("/upload", (request) =>
  withVideoUpload(request, { tempDir: capTempDir, maxBytes: 1000 }, async (video) => ({
    mime: video.mime,
    size: video.sizeBytes,
  })),
);
afterAll(() => small.close());

describe("video size cap", () => {
  const send = (content: Buffer) => {
    const form = multipart({}, [{ field: "video", filename: "v.webm", content }]);
    return call(small, { method: "POST", url: "/upload", headers: form.headers, payload: form.payload });
  };

  it("accepts up to the cap (above the app-wide file limit) and refuses more with 413", async () => {
    expect((await send(tinyWebm(500))).body).toMatchObject({ mime: "video/webm" });
    const res = await send(tinyWebm(2000));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(COURSE_MESSAGES.videoTooLarge);
    expect(readdirSync(capTempDir)).toEqual([]);
  });
});
