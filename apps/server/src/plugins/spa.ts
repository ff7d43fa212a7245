import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "./errors.ts";

/** Serves the built web app: hashed assets with long caching, index.html for every other GET. */
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
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    // A missing file (an old asset, /x.txt) is a 404, not the app's HTML under a script's name.
    const pathname = request.url.split("?")[0] ?? "";
    const isFile = pathname.startsWith("/assets/") || /\.[A-Za-z0-9]+$/.test(pathname.split("/").at(-1) ?? "");
    if (hasSpa && !isApi && !isFile && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send(notFoundBody(request.id));
  });
}
