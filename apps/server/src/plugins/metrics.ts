import { createHash, timingSafeEqual } from "node:crypto";
import { MESSAGES } from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, type Histogram, Registry } from "prom-client";
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

/** The latency histogram's upper bounds, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** One method and route's tallies: its count per status, and its latencies per bucket (the last: +Inf). */
type StatusTally = { labels: { method: string; route: string; status: string }; count: number };
type Series = {
  labels: { method: string; route: string };
  statuses: Map<number, StatusTally>;
  buckets: number[];
  sum: number;
  count: number;
};

/**
 * `http_requests_total` and `http_request_duration_seconds`, counted per request into plain tallies
 * kept per method and route, and handed to prom-client when /metrics is read. prom-client's own
 * `inc` and `observe` build and check a label key from the label object on every call, which cost
 * a twentieth of a cheap answer; the exposition is the same text they write (the test compares
 * them). The counter is prom-client's, set from the tallies by its `collect`; the histogram is a
 * metric of the registry's shape whose values are read from the tallies.
 */
export function httpMetrics(registry: Registry) {
  // By route, then method: the route patterns and methods are the same few strings each time.
  const series = new Map<string, Map<string, Series>>();
  // The series in the order they first appeared, as prom-client lists them.
  const statusOrder: StatusTally[] = [];
  const seriesOrder: Series[] = [];

  function seriesOf(method: string, route: string): Series {
    let byMethod = series.get(route);
    if (!byMethod) {
      byMethod = new Map();
      series.set(route, byMethod);
    }
    let found = byMethod.get(method);
    if (!found) {
      const buckets = [...DURATION_BUCKETS.map(() => 0), 0];
      found = { labels: { method, route }, statuses: new Map(), buckets, sum: 0, count: 0 };
      byMethod.set(method, found);
      seriesOrder.push(found);
    }
    return found;
  }

  new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, count } of statusOrder) this.inc(labels, count);
    },
  });
  const durationName = "http_request_duration_seconds";
  const duration = {
    name: durationName,
    help: "HTTP request duration by method and route pattern",
    type: "histogram",
    aggregator: "sum",
    labelNames: ["method", "route"],
    async get() {
      const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
      for (const { labels, buckets, sum, count } of seriesOrder) {
        let below = 0;
        DURATION_BUCKETS.forEach((le, i) => {
          below += buckets[i] ?? 0;
          values.push({ labels: { le, ...labels }, value: below, metricName: `${durationName}_bucket` });
        });
        values.push({ labels: { le: "+Inf", ...labels }, value: count, metricName: `${durationName}_bucket` });
        values.push({ labels: { ...labels }, value: sum, metricName: `${durationName}_sum` });
        values.push({ labels: { ...labels }, value: count, metricName: `${durationName}_count` });
      }
      return { name: durationName, help: this.help, type: this.type, values, aggregator: this.aggregator };
    },
    reset() {
      series.clear();
      statusOrder.length = 0;
      seriesOrder.length = 0;
    },
  };
  // Of the shape the registry reads (name, type, get, reset), not one of prom-client's classes.
  registry.registerMetric(duration as unknown as Histogram);

  return {
    /** One answer: its method, route pattern, status and time in milliseconds (Fastify's elapsedTime). */
    record(method: string, route: string, statusCode: number, elapsedMs: number): void {
      const one = seriesOf(method, route);
      let status = one.statuses.get(statusCode);
      if (!status) {
        status = { labels: { ...one.labels, status: String(statusCode) }, count: 0 };
        one.statuses.set(statusCode, status);
        statusOrder.push(status);
      }
      status.count++;
      const seconds = elapsedMs / 1000;
      let bucket = 0;
      while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] ?? 0)) bucket++;
      one.buckets[bucket] = (one.buckets[bucket] ?? 0) + 1;
      one.sum += seconds;
      one.count++;
    },
  };
}

/** Prometheus metrics in a registry of this app's own, served at GET /metrics. */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources = {}): AppMetrics {
  const registry = new Registry();
  const shared = processMetrics();
  for (const { name } of shared.getMetricsAsArray()) {
    const metric = shared.getSingleMetric(name);
    if (metric) registry.registerMetric(metric);
  }

  const http = httpMetrics(registry);
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
    http.record(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime);
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
