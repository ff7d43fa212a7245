import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "./errors.ts";

/**
 * Serves the built web app: hashed assets with long caching, a pre-rendered page's HTML for its own
 * path, index.html (the empty shell) for every other GET: with status 200 where the app has a route,
 * 404 elsewhere (the app then shows its not-found page).
 */
/**
 * A page whose path the app matches but whose record may not exist (`/certificates/:id`): the server
 * asks, so a bad id is a 404 to a browser, a crawler or a link checker, not only in the page's words.
 */
export type PageCheck = { pattern: string; exists: (params: Record<string, string>) => Promise<boolean> };

export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  pageChecks: PageCheck[] = [],
): Promise<void> {
  const hasSpa = distDir !== undefined && existsSync(path.join(distDir, "index.html"));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; browsers that accept them get them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  const prerendered = hasSpa ? prerenderedPages(distDir) : new Map<string, string>();
  const isAppRoute = hasSpa ? appRouteMatcher(distDir) : () => false;
  const checks = pageChecks.map((check) => ({ match: patternMatcher(check.pattern), exists: check.exists }));
  const recordExists = async (pathname: string): Promise<boolean> => {
    for (const check of checks) {
      const params = check.match(pathname);
      if (params) return check.exists(params);
    }
    return true;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    // A missing file (an old asset, /x.txt) is a 404, not the app's HTML under a script's name.
    const pathname = request.url.split("?")[0] ?? "";
    const isFile = pathname.startsWith("/assets/") || /\.[A-Za-z0-9]+$/.test(pathname.split("/").at(-1) ?? "");
    if (hasSpa && !isApi && !isFile && (request.method === "GET" || request.method === "HEAD")) {
      const page = prerendered.get(pathname);
      if (page) return reply.header("cache-control", "no-cache").sendFile(page);
      return reply
        .status(isAppRoute(pathname) && (await recordExists(pathname)) ? 200 : 404)
        .header("cache-control", "no-cache")
        .sendFile("index.html");
    }
    return reply.status(404).send(notFoundBody(request.id));
  });
}

/**
 * The public pages the build rendered to HTML (apps/web/scripts/prerender.mjs): path → file.
 * `prerendered/index.html` is `/`, `prerendered/faqs.html` is `/faqs`.
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const dir = path.join(distDir, "prerendered");
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".html")) continue;
    const name = file.slice(0, -".html".length);
    pages.set(name === "index" ? "/" : `/${name}`, `prerendered/${file}`);
  }
  return pages;
}

/**
 * Whether the web app has a page for a path, from the route patterns its build wrote (routes.json,
 * apps/web/scripts/prerender.mjs). Matched as the app's router does: case-insensitive, `:name` is one
 * segment, a trailing slash is allowed. A build without the file counts every path as a page.
 */
export function appRouteMatcher(distDir: string): (pathname: string) => boolean {
  const file = path.join(distDir, "routes.json");
  if (!existsSync(file)) return () => true;
  const patterns = JSON.parse(readFileSync(file, "utf8")) as string[];
  const matchers = patterns.map(patternMatcher);
  return (pathname) => matchers.some((match) => match(pathname) !== undefined);
}

/**
 * A route pattern ("/certificates/:id") as the app's router matches it: case-insensitive, `:name` is
 * one segment, a trailing slash is allowed. Answers the named segments, or undefined for no match.
 */
function patternMatcher(pattern: string): (pathname: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(segment.slice(1));
      return "([^/]+)";
    });
  const expression = new RegExp(`^/${segments.join("/")}/?$`, "i");
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const found = expression.exec(decoded);
    if (!found) return undefined;
    return Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ""]));
  };
}
