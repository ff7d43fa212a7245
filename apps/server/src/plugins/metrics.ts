import { createHash, timingSafeEqual } from "node:crypto";
import { MESSAGES } from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "../lib/app-error.ts";

export type DbPoolStats = { total: number; idle: number; waiting: number };
export type JobQueueStats = { queue: string; queued: number; active: number; failed: number };

/** Read at scrape time; the app wires them to the pg pool and the job queue. */
export type MetricsSources = {
  /** undefined when there is no pool to report (embedded PGlite). */
  dbPool?: () => DbPoolStats | undefined;
  jobQueues?: () => Promise<JobQueueStats[]>;
};

export type AppMetrics = {
  registry: Registry;
  /** Counts one failed job run of `queue`. */
  jobFailed: (queue: string) => void;
};

/** Requests Fastify matched to no route (404s, SPA pages): one label, so raw URLs never become series. */
export const UNMATCHED_ROUTE = "unmatched";

let processRegistry: Registry | undefined;

// Process metrics describe the process, not an app: collect them once, or every app a test builds
// would start its own GC observer and event-loop monitor that nothing stops.
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Unset token: /metrics is off and answers like an unknown path. Otherwise the bearer token must match. */
function checkMetricsToken(expected: string | undefined, authorization: string | undefined): void {
  if (expected === undefined) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  const given = authorization?.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
  // Equal-length digests make the comparison constant-time whatever the caller sends.
  if (!timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError("UNAUTHENTICATED", "A valid metrics token is required");
  }
}

/** Prometheus metrics in a registry of this app's own, served at GET /metrics. */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources = {}): AppMetrics {
  const registry = new Registry();
  const shared = processMetrics();
  for (const { name } of shared.getMetricsAsArray()) {
    const metric = shared.getSingleMetric(name);
    if (metric) registry.registerMetric(metric);
  }

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method and route pattern",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: "job_failures_total",
    help: "Failed job runs by queue",
    labelNames: ["queue"],
    registers: [registry],
  });

  const readPool = sources.dbPool;
  if (readPool) {
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections by state (total, idle)",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        this.reset();
        const stats = readPool();
        if (!stats) return;
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
      },
    });
    new Gauge({
      name: "db_pool_waiting_requests",
      help: "Queries waiting for a free database connection",
      registers: [registry],
      collect() {
        this.set(readPool()?.waiting ?? 0);
      },
    });
  }

  const readQueues = sources.jobQueues;
  if (readQueues) {
    new Gauge({
      name: "job_queue_jobs",
      help: "Jobs by queue and state (queued, active, failed)",
      labelNames: ["queue", "state"],
      registers: [registry],
      async collect() {
        // A failing queue read must not take the HTTP and process metrics down with it.
        const stats = await readQueues().catch((err: unknown) => {
          app.log.warn({ err }, "job queue stats unavailable for metrics");
          return [];
        });
        this.reset();
        for (const { queue, queued, active, failed } of stats) {
          this.set({ queue, state: "queued" }, queued);
          this.set({ queue, state: "active" }, active);
          this.set({ queue, state: "failed" }, failed);
        }
      },
    });
  }

  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    checkMetricsToken(app.config.metricsToken, request.headers.authorization);
    return reply
      .type(registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics());
  });

  const metrics: AppMetrics = { registry, jobFailed: (queue) => jobFailures.inc({ queue }) };
  app.decorate("metrics", metrics);
  return metrics;
}
