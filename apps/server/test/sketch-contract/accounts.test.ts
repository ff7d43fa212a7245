import { describe, expect, it } from "vitest";
import { documentPair, VALID_FIELDS } from "../factories/verification.ts";
import { call, createTestUser } from "../helpers.ts";
import { avatarPng, createSketchApp, sendForm } from "./sketch-client.ts";

const { app } = await createSketchApp();

describe("the sketch's client keeps working: its accounts: signing up, the current user, passwords and pictures", () => {
  it("signs up and logs in, reading data.status, data and token", async () => {
    const signup = await call(app, {
      method: "POST",
      url: "/api/signup",
      payload: {
        firstname: "Ada",
        lastname: "Lovelace",
        email: "ada-sketch@example.test",
        username: "ada_sketch",
        password: "quiet-harbor-71",
        confirmPassword: "quiet-harbor-71",
      },
    });
    // Its banner shows only for status 200 (docs/product-rules.md §3.2); the HTTP status stays 201.
    expect(signup.status).toBe(201);
    expect(signup.body.status).toBe(200);
    const login = await call(app, {
      method: "POST",
      url: "/api/login",
      payload: { username: "ada_sketch", password: "quiet-harbor-71" },
    });
    expect(login.body.status).toBe(200);
    expect(login.body.data.username).toBe("ada_sketch");
    expect(typeof login.body.token).toBe("string");
  });

  it("reads the current user, one user by id and the user's deposits", async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const member = await createTestUser(app);
    const me = await call(app, { method: "GET", url: "/api/user", headers: member.auth });
    expect(me.body).toMatchObject({ status: 200, data: { _id: member.user.id, username: member.user.username } });
    const one = await call(app, { method: "GET", url: `/api/user/${member.user.id}`, headers: admin.auth });
    expect(one.body.data._id).toBe(member.user.id);
    const deposits = await call(app, { method: "GET", url: "/api/user/deposits", headers: member.auth });
    expect(deposits.status).toBe(200);
    expect(deposits.body.data).toEqual([]);
  });

  it("asks for a reset mail at /forgotPassword and sets a password at /resetPassword/{token}", async () => {
    const member = await createTestUser(app);
    const asked = await call(app, {
      method: "POST",
      url: "/api/forgotPassword",
      payload: { email: member.user.email },
    });
    expect(asked.body).toMatchObject({ status: 200 });
    const reset = await call(app, {
      method: "POST",
      url: `/api/resetPassword/${"a".repeat(40)}`,
      payload: { password: "quiet-harbor-72", confirmPassword: "quiet-harbor-72" },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toMatch(/reset link/i);
  });

  it("sets the profile picture with {avatar, id} at /user/upload/{id}", async () => {
    const member = await createTestUser(app);
    const uploaded = await sendForm(app, member, `/api/user/upload/${member.user.id}`, { id: member.user.id }, [
      avatarPng("me.png"),
    ]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.status).toBe(200);
  });

  it("sends its file parts as avatar only on its own paths; ours name them", async () => {
    const member = await createTestUser(app);
    const picture = `/api/users/${member.user.id}/picture`;
    const refused = await sendForm(app, member, picture, { id: member.user.id }, [avatarPng("me.png")]);
    expect(refused).toMatchObject({ status: 400, body: { error: "Unexpected file field 'avatar'" } });
    const taken = await sendForm(app, member, picture, {}, [{ ...avatarPng("me.png"), field: "picture" }]);
    expect(taken.status).toBe(200);
    // A third page under avatar on its verification call is refused like any extra file.
    const extra = await sendForm(
      app,
      member,
      "/api/user/verify",
      { name: member.user.username, ...VALID_FIELDS },
      [...documentPair(), ...documentPair()].slice(0, 3).map((page) => ({ ...page, field: "avatar" })),
    );
    expect(extra).toMatchObject({ status: 400, body: { error: "Too many files in 'avatar'" } });
  });
});
