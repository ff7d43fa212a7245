import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser, readOutbox, signupBody } from "../../../test/helpers.ts";

const app = await createTestApp();

describe("signup", () => {
  it("creates an account, returns the user without secrets and a token", async () => {
    const res = await call(app, { method: "POST", url: "/api/signup", payload: signupBody("a1") });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("signup successful, you will be redirected to login shortly");
    expect(res.body.data).toMatchObject({ username: "ada_a1", isAdmin: false, isVerified: false, wallet: 0 });
    expect(res.body.data.passwordHash).toBeUndefined();
    expect(typeof res.body.token).toBe("string");
  });

  it("refuses a username or e-mail taken in another case with 409", async () => {
    await call(app, { method: "POST", url: "/api/signup", payload: signupBody("b1") });
    const sameName = await call(app, {
      method: "POST",
      url: "/api/signup",
      payload: signupBody("b2", { username: "ADA_B1" }),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toBe("This username is taken");
    const sameEmail = await call(app, {
      method: "POST",
      url: "/api/signup",
      payload: signupBody("b3", { email: "ADA-B1@example.test" }),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toBe("An account with this e-mail already exists");
  });

  it.each([
    [{ firstname: "A" }, "It is too short"],
    [{ lastname: "x".repeat(24) }, "It is too long"],
    [{ firstname: "" }, "Please enter your First name"],
    [{ email: "not-mail" }, "Please input a valid email"],
    [{ username: "x".repeat(24) }, "Max length reached "],
    [{ password: "12345", confirmPassword: "12345" }, "Password is too short - should be 8 chars minimum"],
    [{ confirmPassword: "different" }, "Password does not match"],
    [{ isAdmin: true }, undefined],
    [{ firstname: 42 }, "Please enter your First name"],
  ])("answers 400 with the form's message for %o", async (override, message) => {
    const res = await call(app, { method: "POST", url: "/api/signup", payload: signupBody("c1", override) });
    expect(res.status).toBe(400);
    if (message) expect(res.body.details.map((d: { message: string }) => d.message)).toContain(message);
    const login = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "ada_c1", password: "quiet-harbor-71" },
    });
    expect(login.status).toBe(401);
  });

  it("answers malformed JSON with a 400 and no stack trace", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/signup",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      error: "The request body is not valid JSON",
      requestId: expect.any(String),
    });
  });
});

describe("login and current user", () => {
  it("logs in by username and by e-mail, in any case, and reads the current user", async () => {
    await call(app, { method: "POST", url: "/api/signup", payload: signupBody("d1") });
    // "welcome back" only once the member has been here: the sign-up was not a sign-in.
    const greetings = ["welcome to Vaultline, ada_d1", "welcome back, ada_d1"];
    for (const [i, username] of ["ada_d1", "ADA-D1@example.test"].entries()) {
      const res = await call(app, {
        method: "POST",
        url: "/api/login",
        payload: { username, password: "quiet-harbor-71" },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(greetings[i]);
      expect(res.body.mustChangePassword).toBe(false);
      const me = await call(app, {
        method: "GET",
        url: "/api/user",
        headers: { authorization: `Bearer ${res.body.token}` },
      });
      expect(me.status).toBe(200);
      expect(me.body.data.email).toBe("ada-d1@example.test");
    }
  });

  it("refuses a wrong password with 401 and the same message as an unknown user", async () => {
    await call(app, { method: "POST", url: "/api/signup", payload: signupBody("e1") });
    const wrong = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "ada_e1", password: "wrong12" },
    });
    const unknown = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "nobody_e1", password: "wrong12" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe(unknown.body.error);
  });

  it("answers 401 without a token, with a forged token, and for a token signed with another key", async () => {
    expect((await call(app, { method: "GET", url: "/api/user" })).status).toBe(401);
    const forged = await call(app, {
      method: "GET",
      url: "/api/user",
      headers: { authorization: "Bearer abc.def.ghi" },
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ status: 401, error: "Please log in to continue", requestId: expect.any(String) });
  });

  it("lets a user read themselves, refuses another user with 403, and lets an admin read anyone", async () => {
    const alice = await createTestUser(app);
    const bob = await createTestUser(app);
    const admin = await createTestUser(app, { isAdmin: true });
    const own = await call(app, { method: "GET", url: `/api/user/${alice.user.id}`, headers: alice.auth });
    expect(own.status).toBe(200);
    const other = await call(app, { method: "GET", url: `/api/user/${bob.user.id}`, headers: alice.auth });
    expect(other.status).toBe(403);
    const byAdmin = await call(app, { method: "GET", url: `/api/user/${bob.user.id}`, headers: admin.auth });
    expect(byAdmin.body.data.username).toBe(bob.user.username);
    const anonymous = await call(app, { method: "GET", url: `/api/user/${bob.user.id}` });
    expect(anonymous.status).toBe(401);
  });
});

describe("forgot and reset password", () => {
  function resetLink(mail: string): string {
    const match = mail.replace(/=\r?\n/g, "").match(/\/resetPassword\/([A-Za-z0-9_-]+)/);
    if (!match?.[1]) throw new Error("no reset link in the mail");
    return match[1];
  }

  it("mails a single-use link that sets a new password; unknown e-mails get the same answer", async () => {
    const signedUp = await call(app, { method: "POST", url: "/api/signup", payload: signupBody("f1") });
    const before = (await readOutbox(app)).length;
    const known = await call(app, {
      method: "POST",
      url: "/api/forgotPassword",
      payload: { email: "ada-f1@example.test" },
    });
    const unknown = await call(app, {
      method: "POST",
      url: "/api/forgotPassword",
      payload: { email: "ghost@example.test" },
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const outbox = await readOutbox(app);
    expect(outbox.length).toBe(before + 1);
    const token = resetLink(outbox.at(-1) ?? "");

    const reset = await call(app, {
      method: "POST",
      url: `/api/resetPassword/${token}`,
      payload: { password: "new-harbor-72", confirmPassword: "new-harbor-72" },
    });
    expect(reset.status).toBe(200);
    // Every session of the account ends with the reset.
    const stale = await call(app, {
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${signedUp.body.token}` },
    });
    expect(stale.status).toBe(401);
    expect(stale.body.error).toBe("You were signed out because your password was changed. Please sign in again.");
    const oldLogin = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "ada_f1", password: "quiet-harbor-71" },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "ada_f1", password: "new-harbor-72" },
    });
    expect(newLogin.status).toBe(200);
    expect((await readOutbox(app)).at(-1)).toContain("Your Vaultline password was changed");

    const reused = await call(app, {
      method: "POST",
      url: `/api/resetPassword/${token}`,
      payload: { password: "other-harbor-73", confirmPassword: "other-harbor-73" },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe("Invalid or expired reset link. Please request a new one.");
  });

  it("refuses an expired token", async () => {
    await call(app, { method: "POST", url: "/api/signup", payload: signupBody("g1") });
    await call(app, { method: "POST", url: "/api/forgotPassword", payload: { email: "ada-g1@example.test" } });
    // The sign-up's confirmation mail is in the outbox too, in no fixed order.
    const token = resetLink((await readOutbox(app)).findLast((m) => m.includes("/resetPassword/")) ?? "");
    await app.db.execute(
      (await import("drizzle-orm")).sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`,
    );
    const res = await call(app, {
      method: "POST",
      url: `/api/resetPassword/${token}`,
      payload: { password: "new-harbor-72", confirmPassword: "new-harbor-72" },
    });
    expect(res.status).toBe(400);
    const login = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "ada_g1", password: "quiet-harbor-71" },
    });
    expect(login.status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const res = await call(app, {
      method: "POST",
      url: `/api/resetPassword/${"x".repeat(43)}`,
      payload: { password: "new-harbor-72", confirmPassword: "new-harbor-72" },
    });
    expect(res.status).toBe(400);
  });
});
