import { SITE_INFO_ELEMENT_ID } from "@vaultline/shared";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider, createQueryClient } from "./app/provider.tsx";
import { routes } from "./app/router.tsx";
import { siteKey } from "./components/layouts/site-footer.tsx";
import { operatorLines, prerender, routePatterns, routeRedirects } from "./prerender.tsx";

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
});

/** Hydrates `container` (a page's pre-rendered HTML) as the app does at `path`; the recoverable errors. */
async function hydrateAt(container: HTMLElement, path: string, queryClient = createQueryClient()): Promise<unknown[]> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <AppProvider isPrerendered queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return recoverable;
}

describe("the route patterns the server answers 200 for", () => {
  it("are every page of the route table, nested paths joined, and no catch-all", () => {
    const patterns = routePatterns();
    for (const page of ["/", "/login", "/faqs", "/about", "/legal/terms", "/legal/privacy", "/legal/risk"]) {
      expect(patterns).toContain(page);
    }
    expect(patterns).toContain("/withdraw");
    expect(patterns).toContain("/admin");
    expect(patterns).toContain("/admin/users/user/:id");
    expect(patterns).not.toContain("*");
    expect(patterns.filter((p) => p.includes("*"))).toEqual([]);
    expect(patterns).not.toContain("/terms");
  });
});

describe("the aliases the server redirects", () => {
  it("are the route table's RedirectTo paths, with where each one sends", () => {
    const redirects = routeRedirects();
    expect(redirects["/plans"]).toBe("/#plans");
    expect(redirects["/faq"]).toBe("/faqs");
    expect(redirects["/course"]).toBe("/education");
    expect(Object.keys(redirects)).not.toContain("/faqs");
  });
});

describe("pages pre-rendered at build time", () => {
  it("hold the page's own content, with lazy parts resolved, and nothing about who is signed in", async () => {
    const home = await prerender("/");
    expect(home).toContain("Invest in crypto with clear plans and honest numbers.");
    expect(home).not.toContain("Get started");
    expect(home).not.toContain("Logout");
    const education = await prerender("/education");
    expect(education).toContain("Learn to trade crypto with a plan");
    expect(education).not.toContain("<!--$!-->");
  });

  it("keep forms disabled until hydrated, so nothing is submitted natively with the password in the address", async () => {
    const login = await prerender("/login");
    expect(login).toMatch(/<fieldset disabled=""/);
    // Its passkey button is in the page already, disabled with the form, so the form does not move
    // when the app starts.
    expect(login).toMatch(/<fieldset disabled="".*Sign in with a passkey.*<\/fieldset>/s);
    // The home page's subscribe box too: typed before hydration, the text would not reach its state.
    expect(await prerender("/")).toMatch(/<fieldset disabled=""/);
  });

  it("hydrate /about without a mismatch when the operator's answer came in first, then show it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    container.innerHTML = await prerender("/about");
    document.body.append(container);
    // The footer asked first and the answer is in: what a slow hydration of the page meets.
    const queryClient = createQueryClient();
    queryClient.setQueryData(siteKey, {
      operator: {
        name: "Example Markets Ltd",
        address: "1 Example Street",
        registration: "Company 123",
        licence: "Licence 456",
        contactEmail: "hello@example.test",
      },
      documents: [],
    });
    expect(await hydrateAt(container, "/about", queryClient)).toEqual([]);
    expect(container.textContent).toContain("Example Markets Ltd");
    errors.mockRestore();
  });

  it("hydrate without a mismatch, then show a member's header or an enabled form", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/", "/login"]) {
      // A member on the home page; a visitor on the login page (a member there is sent on).
      if (path === "/") localStorage.setItem("vaultline.token", "a-stored-token");
      const container = document.createElement("div");
      container.innerHTML = await prerender(path);
      document.body.append(container);
      expect(await hydrateAt(container, path)).toEqual([]);
      if (path === "/") {
        expect(container.textContent).toContain("Dashboard");
        expect(container.textContent).toContain("Open your dashboard");
        expect(container.textContent).not.toContain("Create an account");
      } else expect(container.querySelector("fieldset")?.disabled).toBe(false);
      container.remove();
      localStorage.clear();
    }
    errors.mockRestore();
  });

  it("hydrate the operator's line the server wrote into the page, and /about's content from the same data", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const operator = {
      name: "Example & Markets <Ltd>",
      address: "1 Example Street",
      registration: "Company 123",
      licence: "Licence 456",
      contactEmail: "hello@example.test",
    };
    const site = { operator, paymentCheck: "person", documents: [] };
    // What apps/server/src/plugins/spa.ts does with the build's lines: the line filled, the data embedded.
    const lines = await operatorLines();
    const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
    const line = lines.operator.replace(/\{\{(\w+)\}\}/g, (_, key: "name" | "address" | "registration") =>
      escapeText(operator[key]),
    );
    for (const path of ["/login", "/about"]) {
      // Rendered as the build renders it, before the page carries the server's information.
      const html = await prerender(path);
      expect(html).toContain(lines.empty);
      const data = document.createElement("script");
      data.type = "application/json";
      data.id = SITE_INFO_ELEMENT_ID;
      data.textContent = JSON.stringify(site);
      document.body.append(data);
      const container = document.createElement("div");
      container.innerHTML = html.replace(lines.empty, () => line);
      document.body.append(container);
      expect(container.textContent).toContain("Operated by Example & Markets <Ltd>");
      expect(await hydrateAt(container, path)).toEqual([]);
      expect(container.querySelector('[data-testid="operator-line"]')?.textContent).toBe(
        "Operated by Example & Markets <Ltd>, 1 Example Street. Company 123.",
      );
      // The page's own use of the information needs no request: it is there once hydrated.
      if (path === "/about") await vi.waitFor(() => expect(container.textContent).toContain("hello@example.test"));
      container.remove();
      data.remove();
    }
    errors.mockRestore();
  });

  it("render a plan's record once, loading, and hydrate it without a mismatch at any plan's path", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = await prerender("/plans/0");
    expect(html).toContain("Plan record");
    expect(html).toContain('aria-busy="true"');
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    expect(await hydrateAt(container, "/plans/e352335b-45e6-42a9-8093-a20cee0f3b60")).toEqual([]);
    container.remove();
    errors.mockRestore();
  });
});
