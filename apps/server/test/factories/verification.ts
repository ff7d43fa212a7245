import { readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { uploadsDir } from "../../src/modules/files/index.ts";
import { call, fixtures, multipart, type TestApp, type TestUser } from "../helpers.ts";

export const VALID_FIELDS = { phone: "+1 (555) 123-4567", ssn: "234-56-6789", label: "id_card" } as const;

type FilePart = { field: string; filename: string; content: Buffer; type?: string };

export function documentPair(): FilePart[] {
  return [
    { field: "front", filename: "front.png", content: fixtures.png(), type: "image/png" },
    { field: "back", filename: "back.pdf", content: fixtures.pdf(), type: "application/pdf" },
  ];
}

/** POST /api/user/verification as `user`, with valid fields and both pages unless overridden. */
export function submitDocuments(
  app: FastifyInstance,
  user: TestUser,
  fields: Record<string, string> = {},
  files: FilePart[] = documentPair(),
) {
  const body = multipart({ name: user.user.username, ...VALID_FIELDS, ...fields }, files);
  return call(app, {
    method: "POST",
    url: "/api/user/verification",
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
}

export function storedUploadNames(app: TestApp): string[] {
  try {
    return readdirSync(uploadsDir(app.dataDir));
  } catch {
    return [];
  }
}

export function uploadsPath(app: TestApp): string {
  return path.resolve(uploadsDir(app.dataDir));
}
