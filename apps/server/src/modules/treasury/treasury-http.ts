// What the treasury's admin routes share: their OpenAPI tags, the answer's form, the services and
// the deciding admin's context of a request.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { currentUser } from "../../plugins/auth.ts";

export const tags = ["treasury"];
export const security = [{ bearer: [] }];
/** Base units as a decimal string (wei overflow a JSON number). */
export const ZUnits = z.string().regex(/^\d{1,40}$/, "Whole base units, digits only");
export const ZAsset = z.enum(["BTC", "ETH", "USDT", "USD"]);
export const ZId = z.object({ id: z.uuid() });
/** Treasury answers carry base units as strings: BigInt has no JSON form. */
export const ZAnswer = z.unknown();
export const plain = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === "bigint" ? x.toString() : x)));

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
