import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestApp, createTestUser } from "../../../test/helpers.ts";
import type { Db } from "../../db/client.ts";
import { readToken } from "../../lib/jwt.ts";
import { forgetSession, hearUserChange, readOpenSession } from "./sessions.service.ts";

const app = await createTestApp();

/** A database that fails any use: a session check that answers with it answered from the cache. */
const unreachable = new Proxy(
  {},
  {
    get() {
      throw new Error("the session check read the database");
    },
  },
) as Db;

async function sessionOf(token: string) {
  const claims = await readToken(token, app.config.jwtSecret);
  if (!claims) throw new Error("no claims");
  return { ...claims, isAdmin: false, now: app.clock.now(), policy: app.config.sessions };
}

describe("the session check's cache", () => {
  it("keeps a read that was running when another member's change was heard", async () => {
    const member = await createTestUser(app);
    const input = await sessionOf(member.token);
    const reading = readOpenSession(app.db, input);
    hearUserChange(randomUUID());
    expect(await reading).toMatchObject({ passedTwoFactor: false });
    expect(await readOpenSession(unreachable, input)).toMatchObject({ passedTwoFactor: false });
  });

  it("does not keep a read that was running when its own member's change was heard", async () => {
    const member = await createTestUser(app);
    const input = await sessionOf(member.token);
    const reading = readOpenSession(app.db, input);
    hearUserChange(member.user.id);
    expect(await reading).toMatchObject({ passedTwoFactor: false });
    await expect(readOpenSession(unreachable, input)).rejects.toThrow("read the database");
    // Read again, it is kept; the member's next change drops it.
    await readOpenSession(app.db, input);
    expect(await readOpenSession(unreachable, input)).not.toBeNull();
    hearUserChange(member.user.id);
    await expect(readOpenSession(unreachable, input)).rejects.toThrow("read the database");
  });

  it("does not keep a read that was running when its session was ended here", async () => {
    const member = await createTestUser(app);
    const input = await sessionOf(member.token);
    const reading = readOpenSession(app.db, input);
    forgetSession(input.sessionId);
    await reading;
    await expect(readOpenSession(unreachable, input)).rejects.toThrow("read the database");
  });
});
