// Build-time rendering of public pages to HTML (scripts/prerender.mjs runs it in Node after the
// client build). Data from the API is not fetched: those parts render their loading state, and no
// session is known (AppProvider's isPrerendered), so the HTML is the same for everyone.
import { type TSiteInfo, WEB_CLIENT_HEADER, WEB_CLIENT_NAME } from "@vaultline/shared";
import { isValidElement, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router";
import { titleOf } from "./app/document-title.tsx";
import { LoadingShell } from "./app/loading-shell.tsx";
import { AppProvider } from "./app/provider.tsx";
import { RedirectTo, routes } from "./app/router.tsx";
import { OperatorLineView } from "./components/layouts/site-footer.tsx";

// What renderToString leaves where a part suspended (a React.lazy still loading): the browser would
// have to render it itself, a hydration error.
const SUSPENDED = "<!--$!-->";

/** The HTML inside #root for `path`. */
export async function prerender(path: string, table: RouteObject[] = routes): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(table);
  const context = await query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} when pre-rendered`);
  const router = createStaticRouter(dataRoutes, context);
  const render = () =>
    renderToString(
      <StrictMode>
        <AppProvider isPrerendered>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
  // A first render starts loading the page's lazy parts; once loaded, a render holds them.
  for (let attempt = 0; attempt < 20; attempt++) {
    const html = render();
    if (!html.includes(SUSPENDED)) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} still suspends after its lazy parts had a second to load`);
}

/** The `<title>` of the page at `path`, from its route's handle (app/document-title.tsx). */
export async function pageTitle(path: string, table: RouteObject[] = routes): Promise<string> {
  const { query } = createStaticHandler(table);
  const context = await query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} when pre-rendered`);
  return titleOf(context.matches.map((match) => ({ handle: match.route.handle })));
}

/**
 * A signed-in screen as it looks while its code loads (header, heading, skeleton cards): sent for its
 * path so a slow link paints it at once; the app renders over it when it starts (no hydration).
 */
export function prerenderLoadingShell(path: string): Promise<string> {
  return prerender(path, [{ path: "*", Component: LoadingShell }]);
}

/**
 * Every path pattern the app has a page for ("/admin/users/user/:id"), from the route table itself;
 * the build writes them to routes.json so the server answers any other path with status 404.
 */
export function routePatterns(table: RouteObject[] = routes, parent = ""): string[] {
  return table.flatMap((route) => {
    if (route.path === "*") return [];
    const here = route.path === undefined ? parent : joinPath(parent, route.path);
    const own = route.index || (route.path !== undefined && !route.children) ? [here || "/"] : [];
    return [...own, ...(route.children ? routePatterns(route.children, here) : [])];
  });
}

/**
 * The route table's aliases, path → where RedirectTo sends it ("/plans" → "/#plans"); the build writes
 * them to redirects.json so the server sends the same redirect before any page loads.
 */
export function routeRedirects(table: RouteObject[] = routes, parent = ""): Record<string, string> {
  return Object.fromEntries(
    table.flatMap((route) => {
      const here = route.path === undefined ? parent : joinPath(parent, route.path);
      const own =
        isValidElement<{ path: string }>(route.element) && route.element.type === RedirectTo
          ? [[here, route.element.props.path]]
          : [];
      return [...own, ...Object.entries(route.children ? routeRedirects(route.children, here) : {})];
    }),
  );
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith("/")) return child;
  return `${parent.replace(/\/$/, "")}/${child}`;
}

/** How the pre-rendered pages' start script names the app on the reads it begins (scripts/prerender.mjs). */
export const webClient = { header: WEB_CLIENT_HEADER, name: WEB_CLIENT_NAME };

/**
 * The footer's operator line as React renders it (`OperatorLineView`): empty, as every page is
 * rendered here; for a demo installation; and for an operator, with `{{name}}`, `{{address}}` and
 * `{{registration}}` where the server writes its settings (apps/server/src/plugins/spa.ts). The build
 * writes them to operator-line.json.
 */
export async function operatorLines(): Promise<{ empty: string; demo: string; operator: string }> {
  const line = async (site: TSiteInfo | undefined) => {
    const html = await prerender("/", [{ path: "/", element: <OperatorLineView site={site} /> }]);
    const found = html.match(/<p [^>]*data-testid="operator-line"[^>]*>.*?<\/p>/s)?.[0];
    if (!found) throw new Error("the operator line did not render");
    return found;
  };
  const base = { paymentCheck: "person" as const, documents: [] };
  const operator = {
    name: "{{name}}",
    address: "{{address}}",
    registration: "{{registration}}",
    contactEmail: "",
    licence: "",
  };
  return {
    empty: await line(undefined),
    demo: await line({ ...base, operator: null }),
    operator: await line({ ...base, operator }),
  };
}
