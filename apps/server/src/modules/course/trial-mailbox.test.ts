import { randomBytes } from "node:crypto";
import { COURSE_MESSAGES, EMAIL_MESSAGES } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { startTrial } from "../../../test/factories/course.ts";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { openDatabase } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";

const app = await createTestApp();

/** A local part no other test of the file uses, so fixed spellings can be tried on it. */
const fresh = () => `ada${randomBytes(4).toString("hex")}`;

describe("the free trial's e-mail rules", () => {
  it("asks for a confirmed e-mail address first, and starts nothing until then", async () => {
    const user = await createTestUser(app, { isEmailConfirmed: false });
    const refused = await startTrial(app, user);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(EMAIL_MESSAGES.confirmFirst);
    const { body } = await call(app, { method: "GET", url: "/api/course", headers: user.auth });
    expect(body.data.access).toMatchObject({ kind: "none", canStartTrial: true });
  });

  it("gives one trial to two accounts on one Gmail mailbox, and keeps each address as typed for mail", async () => {
    const name = fresh();
    const first = await createTestUser(app, { email: `${name.slice(0, 3)}.${name.slice(3)}+1@gmail.com` });
    const second = await createTestUser(app, { email: `${name.toUpperCase()}@googlemail.com` });
    expect((await startTrial(app, first)).status).toBe(201);
    const refused = await startTrial(app, second);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(COURSE_MESSAGES.trialMailboxUsed);

    // The account still mails the address as the member typed it.
    const { body } = await call(app, { method: "GET", url: "/api/user/email", headers: first.auth });
    expect(body.data.email).toBe(`${name.slice(0, 3)}.${name.slice(3)}+1@gmail.com`);
  });

  it("lets only one of two accounts on one mailbox through when both click at once", async () => {
    const name = fresh();
    const accounts = await Promise.all(
      [`${name}+a@example.org`, `${name}+b@example.org`, `${name}@Example.org`].map((email) =>
        createTestUser(app, { email }),
      ),
    );
    const answers = await Promise.all(accounts.map((a) => startTrial(app, a)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.error).toBe(COURSE_MESSAGES.trialMailboxUsed);
    }
  });

  it("tells mailboxes apart by the rule written in canonical_mailbox", async () => {
    const cases: [string, string][] = [
      ["Ada.Lovelace+1@gmail.com", "adalovelace@gmail.com"],
      ["a.d.a@googlemail.com", "ada@gmail.com"],
      ["ada+news@example.org", "ada@example.org"],
      ["Ada@Example.ORG", "ada@example.org"],
      // Dots count outside Gmail; a lone "+" local part is kept; the last "@" splits.
      ["a.da@example.org", "a.da@example.org"],
      ["+ada@example.org", "+ada@example.org"],
      ['"a@b"@example.org', '"a@b"@example.org'],
    ];
    for (const [email, mailbox] of cases) {
      const [row] = await app.db
        .select({ mailbox: sql<string>`canonical_mailbox(${email})` })
        .from(sql`(SELECT 1) AS one`);
      expect([email, row?.mailbox]).toEqual([email, mailbox]);
    }
  });
});

describe("migration 0031_trial_mailbox.sql on a database with trials", () => {
  it("gives the earliest trial of each mailbox its mailbox, and the later ones none", async () => {
    const database = await openDatabase({ pgliteDir: null });
    onTestFinished(() => database.close());
    await migrate(database, { through: "0031" });
    await database.withSession((query) =>
      query(`WITH u AS (
          INSERT INTO users (username, email, first_name, last_name, password_hash)
          VALUES ('a', 'ada.l+x@gmail.com', 'A', 'L', 'x'), ('b', 'adal@gmail.com', 'A', 'L', 'x'),
            ('c', 'bob@example.org', 'B', 'O', 'x')
          RETURNING id, username)
        INSERT INTO course_trials (user_id, started_at, ends_at)
        SELECT id, timestamptz '2026-01-01' + make_interval(days => ascii(username) - 97), timestamptz '2026-02-01'
        FROM u`),
    );
    expect(await migrate(database)).toContain("0031_trial_mailbox.sql");
    const rows = await database.withSession((query) =>
      query("SELECT u.username, t.mailbox FROM course_trials t JOIN users u ON u.id = t.user_id ORDER BY u.username"),
    );
    expect(rows).toEqual([
      { username: "a", mailbox: "adal@gmail.com" },
      { username: "b", mailbox: null },
      { username: "c", mailbox: "bob@example.org" },
    ]);
    // Every migration on a fresh PGlite: about 20 s alone, more on a busy machine.
  }, 120_000);
});
