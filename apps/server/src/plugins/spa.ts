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
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (hasSpa && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send(notFoundBody(request.id));
  });
}
