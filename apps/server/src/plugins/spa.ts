import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Negotiator } from "@fastify/accept-negotiator";
import { SITE_INFO_ELEMENT_ID, type TSiteInfo } from "@vaultline/shared";
import escapeHtml from "escape-html";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type BuiltFile, changedBuiltFile, matchesEtag, readBuiltFiles } from "../lib/built-files.ts";
import { notFoundBody } from "./errors.ts";

/**
 * A page whose path the app matches but whose record may not exist (`/certificates/:id`): the server
 * asks, so a bad id is a 404 to a browser, a crawler or a link checker, not only in the page's words.
 */
export type PageCheck = { pattern: string; exists: (params: Record<string, string>) => Promise<boolean> };

/**
 * Serves the built web app from memory: hashed assets with long caching, a pre-rendered page's HTML
 * for its own path, a pattern's pre-rendered page (a plan's record while it loads) for each path of
 * its pattern, the app's redirect for an alias path ("/plans" → "/#plans"), index.html (the empty
 * shell) for every other GET: with status 200 where the app has a route, 404 elsewhere (the app then
 * shows its not-found page). With `site`, every page carries it (`writeSiteInfo`).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  pageChecks: PageCheck[] = [],
  site?: TSiteInfo,
): Promise<void> {
  const hasSpa = distDir !== undefined && existsSync(path.join(distDir, "index.html"));
  const files = hasSpa ? readBuiltFiles(distDir) : new Map<string, BuiltFile>();
  if (hasSpa && site) await writeSiteInfo(files, distDir, site);
  for (const [urlPath, file] of files) {
    app.get(urlPath, BUILT_FILE_ROUTE, (request, reply) => sendBuiltFile(request, reply, file));
  }
  // A pre-rendered page is a route of its own path, so the router finds it (query and all) without
  // the not-found handler's work; another case or a trailing slash still gets the shell there, as before.
  const prerendered = new Map<string, BuiltFile>();
  for (const [urlPath, file] of files) {
    const page = /^\/prerendered\/(.+)\.html$/.exec(urlPath)?.[1];
    if (page) prerendered.set(page === "index" ? "/" : `/${page}`, file);
  }
  for (const [pagePath, file] of prerendered) {
    if (!files.has(pagePath))
      app.get(pagePath, BUILT_FILE_ROUTE, (request, reply) => sendBuiltFile(request, reply, file));
  }
  const patternPages = hasSpa ? patternPagesOf(distDir, files) : [];
  const redirectFor = hasSpa ? appRedirects(distDir) : () => undefined;
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
      const target = redirectFor(pathname);
      if (target) {
        const [targetPath, hash] = target.split("#");
        const search = request.url.slice(pathname.length);
        return reply.redirect(`${targetPath}${search}${hash === undefined ? "" : `#${hash}`}`, 301);
      }
      if (!isAppRoute(pathname) || !(await recordExists(pathname))) {
        return sendBuiltFile(request, reply.status(404), shell);
      }
      const patternPage = patternPages.find((candidate) => candidate.match(pathname) !== undefined);
      return sendBuiltFile(request, reply.status(200), patternPage?.file ?? shell);
    }
    return reply.status(404).send(notFoundBody(request.id));
  });
}

/**
 * Writes the server's site information (GET /api/site's data) into every page of the build: as JSON
 * for the app (SITE_INFO_ELEMENT_ID), and as the footer's operator line in place of the empty one the
 * build rendered, from the build's renders of the line (operator-line.json, apps/web/src/prerender.tsx),
 * so a page names who runs the site before any script has run and hydrates to the same line. Done once
 * at start: the information is the process's settings and the documents it read at start. A build
 * without the file keeps its pages as they are.
 */
async function writeSiteInfo(files: Map<string, BuiltFile>, distDir: string, site: TSiteInfo): Promise<void> {
  const list = path.join(distDir, "operator-line.json");
  if (!existsSync(list)) return;
  const lines = JSON.parse(readFileSync(list, "utf8")) as { empty: string; demo: string; operator: string };
  const { operator } = site;
  const line = operator
    ? lines.operator.replace(/\{\{(name|address|registration)\}\}/g, (_, key: "name" | "address" | "registration") =>
        escapeHtml(operator[key]),
      )
    : lines.demo;
  // "<" escaped, so no value can close the element early.
  const data = `<script type="application/json" id="${SITE_INFO_ELEMENT_ID}">${JSON.stringify(site).replaceAll("<", "\\u003c")}</script>`;
  const pages = [...files].filter(([, file]) => file.type.startsWith("text/html"));
  await Promise.all(
    pages.map(async ([urlPath, file]) => {
      const html = file.identity.toString("utf8");
      if (!html.includes("</body>")) return;
      const filled = html.replaceAll(lines.empty, () => line).replace("</body>", () => `${data}\n</body>`);
      files.set(urlPath, await changedBuiltFile(file, Buffer.from(filled)));
    }),
  );
}

/**
 * The pages the build rendered for a path pattern ("/plans/:id" → its loading state), from
 * pattern-pages.json (apps/web/scripts/prerender.mjs). A build without the file has none.
 */
function patternPagesOf(distDir: string, files: Map<string, BuiltFile>) {
  const list = path.join(distDir, "pattern-pages.json");
  if (!existsSync(list)) return [];
  const pages = JSON.parse(readFileSync(list, "utf8")) as Record<string, string>;
  return Object.entries(pages).flatMap(([pattern, url]) => {
    const file = files.get(url);
    return file ? [{ match: patternMatcher(pattern), file }] : [];
  });
}

/**
 * The app's alias paths and where it sends them, from redirects.json (apps/web/scripts/prerender.mjs),
 * matched as its router matches them. A build without the file has none.
 */
function appRedirects(distDir: string): (pathname: string) => string | undefined {
  const list = path.join(distDir, "redirects.json");
  if (!existsSync(list)) return () => undefined;
  const aliases = Object.entries(JSON.parse(readFileSync(list, "utf8")) as Record<string, string>).map(
    ([alias, target]) => ({ match: patternMatcher(alias), target }),
  );
  return (pathname) => aliases.find((alias) => alias.match(pathname) !== undefined)?.target;
}

/**
 * The built files' routes: a successful answer writes no request log line (like the cached public
 * answers: it carries no caller and changes nothing, and the line was a large share of a page's
 * cost); the metrics count it, and a failure still logs.
 */
const BUILT_FILE_ROUTE = { config: { isRequestLogged: false } } as const;

/**
 * A built file from memory: its precompressed variant when the browser accepts one, and a 304 when
 * the browser already holds this content (the validator is the content's hash).
 */
function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile): FastifyReply {
  reply.headers(headersOf(file));
  if (reply.statusCode === 200 && matchesEtag(request.headers["if-none-match"], file.etag)) {
    return reply.status(304).send();
  }
  const encoding = encodingFor(file, request.headers["accept-encoding"]);
  if (encoding === "br" && file.br) return reply.header("content-encoding", "br").send(file.br);
  if (encoding === "gzip" && file.gzip) return reply.header("content-encoding", "gzip").send(file.gzip);
  return reply.send(file.identity);
}

const fileHeaders = new WeakMap<BuiltFile, Record<string, string>>();

/** A file's own headers, made once per file. */
function headersOf(file: BuiltFile): Record<string, string> {
  let headers = fileHeaders.get(file);
  if (!headers) {
    headers = {
      "cache-control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
      etag: file.etag,
      vary: "accept-encoding",
      "content-type": file.type,
    };
    fileHeaders.set(file, headers);
  }
  return headers;
}

/**
 * The encoding to send, among the variants a file has. Browsers send a handful of distinct
 * Accept-Encoding headers, so each one's choice is remembered (a bounded number of them).
 */
const negotiators = {
  both: new Negotiator({ supportedValues: ["br", "gzip"], cache: boundedCache(200) }),
  br: new Negotiator({ supportedValues: ["br"], cache: boundedCache(200) }),
  gzip: new Negotiator({ supportedValues: ["gzip"], cache: boundedCache(200) }),
};

function encodingFor(file: BuiltFile, acceptEncoding: string | undefined): string | null {
  const offer = file.br ? (file.gzip ? "both" : "br") : file.gzip ? "gzip" : undefined;
  return offer ? negotiators[offer].negotiate(acceptEncoding ?? "") : null;
}

/** A cache of at most `size` keys: full, it starts again (the negotiator reads back what it set). */
function boundedCache(size: number) {
  const entries = new Map<string, string>();
  const cache = {
    has: (key: string) => entries.has(key),
    get: (key: string) => entries.get(key),
    set: (key: string, value: string) => {
      if (entries.size >= size) entries.clear();
      entries.set(key, value);
      return cache;
    },
  };
  return cache;
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
