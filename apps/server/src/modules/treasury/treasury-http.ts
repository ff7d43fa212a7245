// What the treasury's admin routes share: their OpenAPI tags, the services and
// the deciding admin's context of a request.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { currentUser } from "../../plugins/auth.ts";

export const tags = ["treasury"];
export const ZId = z.object({ id: z.uuid() });

export function treasuryRequest(app: FastifyInstance) {
  return {
    services: () => ({ db: app.db, chain: app.chain, exchange: app.exchange, priceFeed: app.priceFeed }),
    ctx: (request: Parameters<typeof currentUser>[0]) => ({
      adminId: currentUser(request).id,
      now: app.clock.now(),
      appointmentDays: app.config.fourEyesAppointmentDays,
    }),
  };
}
