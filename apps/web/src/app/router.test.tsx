import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "../config/paths.ts";

// Two real screens replaced by one that throws until it is told not to.
const screenState = vi.hoisted(() => ({ isBroken: true }));
vi.mock("./routes/faqs.tsx", async () => {
  const { Broken } = await import("../test/broken-screen.tsx");
  return { Component: () => <Broken state={screenState} title="Frequently asked questions" /> };
});
vi.mock("./routes/admin/audit.tsx", async () => {
  const { Broken } = await import("../test/broken-screen.tsx");
  return { Component: () => <Broken state={screenState} title="Audit log" /> };
});

// The web project's files share their worker's modules (isolate: false), and another file may
// already have loaded the real screens: the router is imported afresh, so it loads the two above.
vi.resetModules();
const { storeSession } = await import("../lib/session-storage.ts");
const { AppProvider } = await import("./provider.tsx");
const { routes } = await import("./router.tsx");

const json = (status: number, body: object) =>
  new Response(JSON.stringify({ status, ...body }), { status, headers: { "content-type": "application/json" } });

const admin = { id: "a1", username: "root", isAdmin: true, name: { firstname: "Ada", lastname: "Root" } };

beforeEach(() => {
  screenState.isBroken = true;
  // React and React Router log the caught error; jsdom has no scrolling.
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal("scrollTo", () => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/user") return json(200, { message: "ok", data: admin });
      if (url === "/api/security/two-factor")
        return json(200, { message: "ok", data: { isEnabled: true, isSessionVerified: true } });
      return json(404, { error: "Not found" });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe("a screen that throws", () => {
  it("shows the error inside the site's header and menu, and Retry shows the screen again", async () => {
    open(paths.faqs);
    expect(await screen.findByRole("heading", { name: "This screen could not be shown" })).toBeInTheDocument();
    expect(screen.getByText("The FAQ list broke")).toBeInTheDocument();
    // The shell is still there: its navigation and its footer.
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();

    screenState.isBroken = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Frequently asked questions" })).toBeInTheDocument();
    expect(screen.queryByText("This screen could not be shown")).not.toBeInTheDocument();
  });

  it("keeps the admin side menu around the error", async () => {
    storeSession("token", true);
    open(paths.admin.audit);
    expect(await screen.findByRole("heading", { name: "This screen could not be shown" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "All users" }).length).toBeGreaterThan(0);
    expect(screen.getByText("The audit log broke")).toBeInTheDocument();

    screenState.isBroken = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Audit log" })).toBeInTheDocument();
  });
});

describe("page titles and guessed paths", () => {
  it("names the page shown in the browser tab, and a missing page as not found", async () => {
    screenState.isBroken = false;
    open(paths.faqs);
    await screen.findByRole("heading", { name: "Frequently asked questions" });
    await waitFor(() => expect(document.title).toBe("Frequently asked questions · Vaultline"));
  });

  it("names a page that does not exist as not found", async () => {
    open("/no-such-page");
    await screen.findByRole("heading", { name: "Page Not found" });
    await waitFor(() => expect(document.title).toBe("Page not found · Vaultline"));
  });

  it.each([
    ["/faq", paths.faqs, ""],
    ["/course", paths.education, ""],
    ["/plans", "/", "#plans"],
  ])("sends %s to the page meant", async (typed, pathname, hash) => {
    screenState.isBroken = false;
    const router = open(typed);
    // The redirect waits for the target's code: in a loaded worker that can take a few seconds.
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 10_000 });
    expect(router.state.location.hash).toBe(hash);
  });
});
