import type { FastifyInstance } from "fastify";
import { type ManualClock, manualClock } from "../../src/lib/clock.ts";
import { call, createTestApp, fixtures, multipart, type TestApp, type TestUser } from "../helpers.ts";

// The sketch's own client (docs/product-rules.md §7.5) run against our API: its payloads as it sends them, its
// answers read the way it reads them. Where we refuse on purpose, the refusal is documented. What every
// file of the contract shares is here.

/** An app on a fresh database with a clock the test moves (signed links expire). */
export async function createSketchApp(): Promise<{ app: TestApp; clock: ManualClock }> {
  const clock = manualClock(new Date("2026-06-01T12:00:00.000Z"));
  return { app: await createTestApp({}, { clock }), clock };
}

/** Loads a URL the way an `<img src>` does: no bearer header, whatever origin the link names. */
export function loadAsImage(app: FastifyInstance, url: string) {
  return app.inject({ method: "GET", url: new URL(url).pathname + new URL(url).search });
}

type FilePart = { field: string; filename: string; content: Buffer; type?: string };

/** A PNG under `avatar`, the name the sketch's client gives every file it sends. */
export function avatarPng(filename = "proof.png"): FilePart {
  return { field: "avatar", filename, content: fixtures.png() };
}

/** A multipart form as the sketch's client sends it, with the member's bearer header. */
export function sendForm(
  app: FastifyInstance,
  user: TestUser,
  url: string,
  fields: Record<string, string>,
  files: FilePart[],
) {
  const form = multipart(fields, files);
  return call(app, { method: "POST", url, headers: { ...user.auth, ...form.headers }, payload: form.payload });
}
