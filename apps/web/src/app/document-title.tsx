import { useEffect } from "react";
import { useMatches } from "react-router";

export const SITE_NAME = "Vaultline";
/** The home page's title: what the site is, for a search result or a browser tab. */
export const HOME_TITLE = `${SITE_NAME} · Crypto model portfolios and a trading course`;

export type RouteTitle = { title: string };

/** A route's `handle`: the page's own title, followed by the site's name. */
export const title = (page: string): RouteTitle => ({ title: `${page} · ${SITE_NAME}` });

/** The title of the deepest matched route that names one (routes/*: `handle: title(...)`). */
export function titleOf(matches: ReadonlyArray<{ handle: unknown }>): string {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<RouteTitle> | undefined;
    if (handle?.title) return handle.title;
  }
  return SITE_NAME;
}

/** Keeps the browser tab's title on the page shown, so tabs, history and screen readers tell pages apart. */
export function DocumentTitle() {
  const text = titleOf(useMatches());
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
