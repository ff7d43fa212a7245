import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, written when its answer is sent: method, URL, caller's address, status
 * and time, with the request id. Fastify's default writes a second line when the request arrives,
 * which says nothing the completed one does not and cost a cached answer a sixth of its time. A
 * route may ask for no line on success (`isRequestLogged: false`, the cached public answers).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request) || (!error && request.routeOptions.config.isRequestLogged === false)) return;
    // Flat fields: Fastify's req and res serializers cost about a tenth of a cached answer.
    const fields = {
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...fields, err: error }, "request errored");
    else reply.log.info(fields, "request completed");
  }
}
