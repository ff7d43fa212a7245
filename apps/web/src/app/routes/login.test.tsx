import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "../../config/paths.ts";
import { AppProvider } from "../provider.tsx";
import { Component as Login } from "./login.tsx";

const json = (status: number, body: object) =>
  new Response(JSON.stringify({ status, ...body }), { status, headers: { "content-type": "application/json" } });

/** The login screen between the two homes it can lead to. */
function signIn(isAdmin: boolean) {
  const user = { id: "u1", username: "maria", isAdmin, name: { firstname: "Maria", lastname: "Lopez" } };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const route = `${init?.method ?? "GET"} ${url}`;
      if (route === "POST /api/login") return json(200, { message: "ok", data: user, token: "t" });
      if (route === "GET /api/security/two-factor") return json(200, { message: "ok", data: { isEnabled: true } });
      if (route === "GET /api/user") return json(200, { message: "ok", data: user });
      return json(404, { error: "Not found" });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <Login /> },
      { path: paths.admin.dashboard, element: <h1>Admin home</h1> },
      { path: paths.dashboard, element: <h1>Member home</h1> },
    ],
    { initialEntries: [paths.login] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

async function submit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Username or e-mail"), "maria");
  await user.type(screen.getByLabelText("Password"), "secret1");
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("after signing in", () => {
  it("an admin lands on the admin area", async () => {
    const router = signIn(true);
    await submit();
    expect(await screen.findByRole("heading", { name: "Admin home" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("a member lands on their dashboard", async () => {
    signIn(false);
    await submit();
    expect(await screen.findByRole("heading", { name: "Member home" })).toBeVisible();
  });
});
