import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import pino, { type LoggerOptions } from "pino";

/** pino's number for `warn`: a line at this level or above is written at once. */
const WARN = 40;

/**
 * The app's log on stdout (every process but the tests, which pass a stream of their own): pino's
 * sonic-boom destination holding lines until 4 KiB have gathered or a second has passed, then writing
 * them in one system call. Fastify's default started a write for nearly every line under load (on a
 * signed-in `GET /api/user` the line's write and its callbacks were a twentieth of the samples).
 * Nothing that matters waits: a line at `warn` or above (a failure, a database outage) is written at
 * once, with everything held before it, and what is held is written when the process exits, a crash
 * included (an uncaught exception ends it through `exit`). Only a process killed outright (SIGKILL,
 * the kernel's OOM killer) can lose its last second of `info` lines. The writes are synchronous
 * (Fastify's default was asynchronous): lines stay in order, a flush is never interleaved with a
 * write in flight, and a reader that stops reading stalls the process rather than growing its memory
 * without bound.
 */
export function stdoutLogOptions(level: string): LoggerOptions & { stream: pino.DestinationStream } {
  const stream = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 1000 });
  process.once("exit", () => stream.flushSync());
  return {
    level,
    stream,
    hooks: {
      logMethod(args, write, levelNumber) {
        write.apply(this, args);
        // Synchronous, so flush() writes now (flushSync would also fsync, costly on a file).
        if (levelNumber >= WARN) stream.flush();
      },
    },
  };
}

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

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger["child"]>[1];

/**
 * Fastify's `childLoggerFactory`: a request's logger that becomes pino's child on first use. Fastify
 * makes a child per request to carry its id, and pino serializes the bindings as it makes one,
 * which cost a cached public answer (that logs nothing) about a tenth of its time.
 */
export function deferredChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new DeferredChild(parent, bindings, options) as unknown as FastifyBaseLogger;
}

class DeferredChild {
  #made: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #log(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  get level(): string {
    return this.#log.level;
  }
  set level(level: string) {
    this.#log.level = level;
  }
  fatal(...args: unknown[]): void {
    this.#log.fatal.apply(this.#log, args as never);
  }
  error(...args: unknown[]): void {
    this.#log.error.apply(this.#log, args as never);
  }
  warn(...args: unknown[]): void {
    this.#log.warn.apply(this.#log, args as never);
  }
  info(...args: unknown[]): void {
    this.#log.info.apply(this.#log, args as never);
  }
  debug(...args: unknown[]): void {
    this.#log.debug.apply(this.#log, args as never);
  }
  trace(...args: unknown[]): void {
    this.#log.trace.apply(this.#log, args as never);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#log.child(bindings, options);
  }
}
