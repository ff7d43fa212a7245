import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { call, createTestUser, freshDatabase, testConfig } from "../../../test/helpers.ts";
import { buildApp } from "../../app.ts";
import { migrate } from "../../db/migrate.ts";

const BEFORE = "0041_last_lesson_and_demo_open_orders.sql";
const MIGRATION = "0042_member_reviews.sql";

describe(`migration ${MIGRATION} on a database with admin-uploaded review images`, () => {
  // Builds a whole app after the migrations: longer than a test usually takes on a busy machine.
  it("takes them off the public list, keeps them and their files for admins in the archive", {
    timeout: 180_000,
  }, async () => {
    const { database, drop } = await freshDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-test-"));
    await migrate(database, { through: BEFORE });
    const [old] = await database.withSession((query) =>
      query(`WITH f AS (
               INSERT INTO files (kind, stored_name, mime, size_bytes, is_public)
               VALUES ('review', 'old-review.png', 'image/png', 68, true) RETURNING id)
             INSERT INTO reviews (file_id, caption) SELECT id, 'Paid out on time' FROM f
             RETURNING id, file_id`),
    );

    expect(await migrate(database, { through: MIGRATION })).toEqual([MIGRATION]);

    const app = await buildApp(testConfig(dataDir), { logger: false, database });
    onTestFinished(async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const publicList = await call(app, { method: "GET", url: "/api/reviews" });
    expect(publicList.status).toBe(200);
    expect(publicList.body.data.reviews).toEqual([]);
    expect(JSON.stringify(publicList.body)).not.toContain("Paid out on time");

    const admin = await createTestUser(app, { isAdmin: true });
    const archive = await call(app, { method: "GET", url: "/api/admin/reviews/archive", headers: admin.auth });
    expect(archive.body.data).toEqual([
      {
        id: old?.id,
        imageUrl: `/api/files/${old?.file_id}`,
        caption: "Paid out on time",
        createdAt: expect.any(String),
      },
    ]);
    const [file] = await database.withSession((query) =>
      query(`SELECT is_public, stored_name FROM files WHERE id = '${old?.file_id}'`),
    );
    expect(file).toEqual({ is_public: false, stored_name: "old-review.png" });
    // Private now: a visitor cannot fetch it.
    expect((await app.inject({ method: "GET", url: `/api/files/${old?.file_id}` })).statusCode).toBe(401);
  });
});
