import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ACCOUNT_GUARD_MESSAGES } from "@vaultline/shared";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "../../config/paths.ts";
import { AppProvider } from "../provider.tsx";
import { Component as Freeze } from "./freeze.tsx";

const json = (status: number, body: object) =>
  new Response(JSON.stringify({ status, ...body }), { status, headers: { "content-type": "application/json" } });

function openLink(answer: Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer),
  );
  const router = createMemoryRouter([{ path: paths.freeze(), element: <Freeze /> }], {
    initialEntries: [paths.freeze("tok")],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("a freeze link", () => {
  it("that was already used says so and offers the security page, sign-in and a reset, not the button again", async () => {
    openLink(json(400, { error: ACCOUNT_GUARD_MESSAGES.freezeLinkUsed }));
    await userEvent.click(screen.getByRole("button", { name: "Freeze my account now" }));
    expect(await screen.findByRole("heading", { name: "This link can no longer be used" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("This freeze link was already used");
    expect(screen.getByRole("link", { name: "Go to my security page" })).toHaveAttribute("href", paths.security);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", paths.login);
    expect(screen.getByRole("link", { name: "Reset my password" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Freeze my account now" })).toBeNull();
  });

  it("keeps the button when the server could not be reached, so the owner can try again", async () => {
    openLink(json(503, { error: "Service unavailable" }));
    await userEvent.click(screen.getByRole("button", { name: "Freeze my account now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Service unavailable");
    expect(screen.getByRole("button", { name: "Freeze my account now" })).toBeEnabled();
  });
});
