import { existsSync } from "node:fs";
import path from "node:path";
import { VERIFICATION_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documentPair, storedUploadNames, submitDocuments, uploadsPath } from "../../../test/factories/verification.ts";
import { call, createTestApp, createTestUser, fixtures, multipart } from "../../../test/helpers.ts";
import { files, verificationRequests } from "../../db/schema.ts";
import { decrypt } from "../../lib/secrets.ts";

const app = await createTestApp();

async function rowsOf(userId: string) {
  const requests = await app.db.select().from(verificationRequests).where(eq(verificationRequests.userId, userId));
  const stored = await app.db.select().from(files).where(eq(files.ownerId, userId));
  return { requests, stored };
}

describe("POST /api/user/verification", () => {
  it("stores both pages privately and the request with the SSN encrypted, answering with it masked", async () => {
    const user = await createTestUser(app);
    const res = await submitDocuments(app, user);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Documents upload Successful, We will get back to you soon");
    expect(res.body.data).toMatchObject({
      status: "pending",
      label: "id_card",
      name: user.user.username,
      ssn: "•••-••-6789",
      phone: "+1 (555) 123-4567",
      denyReasonCode: null,
    });
    expect(res.body.data.metadata.map((m: { side: string }) => m.side)).toEqual(["front", "back"]);

    const { requests, stored } = await rowsOf(user.user.id);
    expect(requests).toHaveLength(1);
    const [row] = requests;
    expect(row?.ssnEncrypted).not.toContain("234566789");
    expect(row?.ssnEncrypted).not.toContain("234-56-6789");
    expect(row?.ssnEncrypted).not.toContain("6789");
    expect(row?.ssnLast4).toMatch(/^\d{4}$/);
    expect(row?.ssnLast4).toBe("6789");
    expect(decrypt(row?.ssnEncrypted ?? "", app.config.encryptionKey)).toBe("234566789");
    expect(stored.map((f) => [f.kind, f.isPublic, f.mime]).sort()).toEqual([
      ["identity", false, "application/pdf"],
      ["identity", false, "image/png"],
    ]);
    expect(row?.frontFileId).toBe(stored.find((f) => f.mime === "image/png")?.id);
  });

  it("shows the user their latest request, masked", async () => {
    const user = await createTestUser(app);
    const empty = await call(app, { method: "GET", url: "/api/user/verification", headers: user.auth });
    expect(empty).toMatchObject({ status: 200, body: { data: null } });
    await submitDocuments(app, user, { ssn: "587654321" });
    const res = await call(app, { method: "GET", url: "/api/user/verification", headers: user.auth });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "pending", ssn: "•••-••-4321" });
    expect(JSON.stringify(res.body)).not.toContain("587654321");
  });

  it("refuses a second submission while one is pending with 409 and stores nothing", async () => {
    const user = await createTestUser(app);
    expect((await submitDocuments(app, user)).status).toBe(201);
    const before = storedUploadNames(app).length;
    const again = await submitDocuments(app, user);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("You already have a verification request waiting for review");
    const { requests, stored } = await rowsOf(user.user.id);
    expect(requests).toHaveLength(1);
    expect(stored).toHaveLength(2);
    expect(storedUploadNames(app)).toHaveLength(before);
  });

  it("lets only one of two racing submissions through and removes the loser's files", async () => {
    const user = await createTestUser(app);
    const before = storedUploadNames(app).length;
    const results = await Promise.all([submitDocuments(app, user), submitDocuments(app, user)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const { requests, stored } = await rowsOf(user.user.id);
    expect(requests).toHaveLength(1);
    expect(stored).toHaveLength(2);
    expect(storedUploadNames(app)).toHaveLength(before + 2);
  });

  it("refuses an already verified user with 409", async () => {
    const user = await createTestUser(app, { isVerified: true });
    const res = await submitDocuments(app, user);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Your identity is already verified");
  });

  const png = () => ({ field: "front", filename: "front.png", content: fixtures.png() });
  it.each([
    ["a wrong phone", { phone: "call me" }, documentPair(), 400, "Phone Number is not valid"],
    ["a too short phone", { phone: "12345" }, documentPair(), 400, "Phone Number is not valid"],
    ["a wrong SSN", { ssn: "12-345-6789" }, documentPair(), 400, "SSN is invalid"],
    ["an SSN with letters", { ssn: "123-45-678x" }, documentPair(), 400, "SSN is invalid"],
    ["an SSN in area 000", { ssn: "000-12-3456" }, documentPair(), 400, VERIFICATION_MESSAGES.ssnBadArea],
    ["an SSN in area 666", { ssn: "666-12-3456" }, documentPair(), 400, VERIFICATION_MESSAGES.ssnBadArea],
    ["an SSN in area 900-999", { ssn: "912-34-5678" }, documentPair(), 400, VERIFICATION_MESSAGES.ssnBadArea],
    ["an SSN with group 00", { ssn: "123-00-4567" }, documentPair(), 400, VERIFICATION_MESSAGES.ssnBadGroup],
    ["an SSN with serial 0000", { ssn: "123-45-0000" }, documentPair(), 400, VERIFICATION_MESSAGES.ssnBadSerial],
    ["the wallet-card SSN", { ssn: "078-05-1120" }, documentPair(), 400, VERIFICATION_MESSAGES.ssnExample],
    ["the textbook SSN", { ssn: "123456789" }, documentPair(), 400, VERIFICATION_MESSAGES.ssnExample],
    ["no ID type", { label: "" }, documentPair(), 400, "Choose an ID type"],
    ["an unknown ID type", { label: "passport" }, documentPair(), 400, "Choose an ID type"],
    ["a missing side", {}, [png()], 400, "Upload both the front and the back page of your ID"],
    ["no files", {}, [], 400, "Upload both the front and the back page of your ID"],
    [
      "a text file named .png",
      {},
      [png(), { field: "back", filename: "back.png", content: fixtures.text(), type: "image/png" }],
      400,
      "File Not Supported",
    ],
    [
      "a webp (not an ID type)",
      {},
      [
        png(),
        {
          field: "back",
          filename: "back.webp",
          content: Buffer.from(
            "RIFF\x1a\0\0\0WEBPVP8L\x0d\0\0\0/\0\0\0\x10\x07\x10\x11\x11\x88\x88\xfe\x07\0",
            "latin1",
          ),
        },
      ],
      400,
      "File Not Supported",
    ],
    ["three files", {}, [...documentPair(), png()], 400, "Too many files in 'front'"],
    [
      "a file over 10 MiB",
      {},
      [png(), { field: "back", filename: "big.png", content: fixtures.oversized() }],
      413,
      "File is too large: the limit is 10 MiB",
    ],
  ])("answers %s with a clear error and stores nothing", async (_name, fields, parts, status, message) => {
    const user = await createTestUser(app);
    const before = storedUploadNames(app).length;
    const res = await submitDocuments(app, user, fields as Record<string, string>, parts);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    const { requests, stored } = await rowsOf(user.user.id);
    expect(requests).toHaveLength(0);
    expect(stored).toHaveLength(0);
    expect(storedUploadNames(app)).toHaveLength(before);
  });

  it("stores a path-traversal file name under a random name inside the uploads folder", async () => {
    const user = await createTestUser(app);
    const parts = documentPair().map((p) => ({ ...p, filename: "../../x.png" }));
    const res = await submitDocuments(app, user, {}, parts);
    expect(res.status).toBe(201);
    const { stored } = await rowsOf(user.user.id);
    for (const file of stored) {
      expect(file.storedName).toMatch(/^[0-9a-f-]{36}\.(png|pdf)$/);
      expect(existsSync(path.join(uploadsPath(app), file.storedName))).toBe(true);
    }
    expect(existsSync(path.join(app.dataDir, "x.png"))).toBe(false);
    expect(existsSync(path.join(path.dirname(app.dataDir), "x.png"))).toBe(false);
    expect(existsSync(path.join(uploadsPath(app), "..", "..", "x.png"))).toBe(false);
  });

  it("refuses anonymous callers with 401", async () => {
    const body = multipart({ phone: "5551234567", ssn: "234566789", label: "id_card" }, documentPair());
    const post = await call(app, {
      method: "POST",
      url: "/api/user/verification",
      headers: body.headers,
      payload: body.payload,
    });
    expect(post.status).toBe(401);
    expect((await call(app, { method: "GET", url: "/api/user/verification" })).status).toBe(401);
  });
});

describe("identity documents through GET /api/files/:id", () => {
  it("serves them to the owner and admins only", async () => {
    const owner = await createTestUser(app);
    const other = await createTestUser(app);
    const admin = await createTestUser(app, { isAdmin: true });
    const res = await submitDocuments(app, owner);
    const url: string = res.body.data.metadata[0].image;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const mine = await app.inject({ method: "GET", url, headers: owner.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/png");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.rawPayload.equals(fixtures.png())).toBe(true);
    expect(String(mine.headers["content-security-policy"])).toContain("default-src 'self'");
    expect((await app.inject({ method: "GET", url, headers: admin.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});
