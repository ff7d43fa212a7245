import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "./errors.ts";

/**
 * Serves the built web app: hashed assets with long caching, a pre-rendered page's HTML for its own
 * path, index.html (the empty shell) for every other GET.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
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
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    // A missing file (an old asset, /x.txt) is a 404, not the app's HTML under a script's name.
    const pathname = request.url.split("?")[0] ?? "";
    const isFile = pathname.startsWith("/assets/") || /\.[A-Za-z0-9]+$/.test(pathname.split("/").at(-1) ?? "");
    if (hasSpa && !isApi && !isFile && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile(prerendered.get(pathname) ?? "index.html");
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
