import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type BuiltFile, matchesEtag, readBuiltFiles } from "../lib/built-files.ts";
import { notFoundBody } from "./errors.ts";

/**
 * A page whose path the app matches but whose record may not exist (`/certificates/:id`): the server
 * asks, so a bad id is a 404 to a browser, a crawler or a link checker, not only in the page's words.
 */
export type PageCheck = { pattern: string; exists: (params: Record<string, string>) => Promise<boolean> };

/**
 * Serves the built web app from memory: hashed assets with long caching, a pre-rendered page's HTML
 * for its own path, index.html (the empty shell) for every other GET: with status 200 where the app
 * has a route, 404 elsewhere (the app then shows its not-found page).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  pageChecks: PageCheck[] = [],
): Promise<void> {
  const hasSpa = distDir !== undefined && existsSync(path.join(distDir, "index.html"));
  const files = hasSpa ? readBuiltFiles(distDir) : new Map<string, BuiltFile>();
  for (const [urlPath, file] of files) {
    app.get(urlPath, (request, reply) => sendBuiltFile(request, reply, file));
  }
  const prerendered = new Map<string, BuiltFile>();
  for (const [urlPath, file] of files) {
    const page = /^\/prerendered\/(.+)\.html$/.exec(urlPath)?.[1];
    if (page) prerendered.set(page === "index" ? "/" : `/${page}`, file);
  }
  const shell = files.get("/index.html");
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
    if (shell && !isApi && !isFile && (request.method === "GET" || request.method === "HEAD")) {
      const page = prerendered.get(pathname);
      if (page) return sendBuiltFile(request, reply, page);
      reply.status(isAppRoute(pathname) && (await recordExists(pathname)) ? 200 : 404);
      return sendBuiltFile(request, reply, shell);
    }
    return reply.status(404).send(notFoundBody(request.id));
  });
}

/**
 * A built file from memory: its precompressed variant when the browser accepts one, and a 304 when
 * the browser already holds this content (the validator is the content's hash).
 */
function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile): FastifyReply {
  reply
    .header("cache-control", file.immutable ? "public, max-age=31536000, immutable" : "no-cache")
    .header("etag", file.etag)
    .header("vary", "accept-encoding")
    .type(file.type);
  if (reply.statusCode === 200 && matchesEtag(request.headers["if-none-match"], file.etag)) {
    return reply.status(304).send();
  }
  const offered = [file.br ? "br" : undefined, file.gzip ? "gzip" : undefined].filter((x) => x !== undefined);
  const encoding = offered.length > 0 ? negotiate(request.headers["accept-encoding"] ?? "", offered) : undefined;
  if (encoding === "br" && file.br) return reply.header("content-encoding", "br").send(file.br);
  if (encoding === "gzip" && file.gzip) return reply.header("content-encoding", "gzip").send(file.gzip);
  return reply.send(file.identity);
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
