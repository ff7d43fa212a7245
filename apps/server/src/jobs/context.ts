import type { FastifyInstance } from "fastify";
import type { JobContext } from "./queue.ts";

/** The services a job runs with, taken from a built app (the app itself, or the worker process's). */
export function jobContext(app: FastifyInstance): JobContext {
  return {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    storage: app.storage,
    paymentGateway: app.paymentGateway,
    priceFeed: app.priceFeed,
    exchange: app.exchange,
    chain: app.chain,
    jobs: app.jobs,
    log: app.log.child({ component: "jobs" }),
    now: () => app.clock.now(),
  };
}
