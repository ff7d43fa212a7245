import type { FastifyRequest } from "fastify";
import type { Client } from "./sessions.service.ts";

/** Who is calling, as sessions and security events record it (the address honours TRUST_PROXY). */
export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "").slice(0, 500) };
}
