import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { OffsetClock } from "../lib/clock.ts";

/**
 * TEST_CLOCK=true only (end-to-end tests): moves the app's clock, as Stripe's test clocks do, so a
 * browser test can see a trial or a STANDARD package run out. Absent otherwise: the route is a 404.
 */
export function registerTestClock(app: FastifyInstance, clock: OffsetClock): void {
  app.log.warn("TEST_CLOCK is on: PUT /api/test-clock moves the clock. Never use this in production.");
  app.put(
    "/api/test-clock",
    { schema: { hide: true, body: z.strictObject({ offsetDays: z.number().min(-3650).max(3650) }) } },
    async (request) => {
      const { offsetDays } = request.body as { offsetDays: number };
      clock.setOffset(offsetDays * 24 * 60 * 60 * 1000);
      return { status: 200, message: "Clock moved", data: { now: clock.now().toISOString() } };
    },
  );
}
