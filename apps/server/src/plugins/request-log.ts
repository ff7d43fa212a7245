import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, written when its answer is sent: method, URL, status and time, with
 * the request id. Fastify's default writes a second line when the request arrives; at a few
 * thousand requests a second that line costs a sixth of a cached answer and says nothing the
 * completed line does not (a request that never completes shows in the metrics' durations).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, "request errored");
    else reply.log.info(fields, "request completed");
  }
}
