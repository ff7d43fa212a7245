import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { requireStepUp } from "../security/index.ts";
import {
  approveOrder,
  dismissOrder,
  executeOrder,
  listOrders,
  parseTradesCsv,
  proposeOrders,
  recordFills,
} from "./orders.ts";
import { plain, security, tags, treasuryRequest, ZAnswer, ZId, ZUnits } from "./treasury-http.ts";

/** The treasury's orders and their fills, under /api/admin/treasury (checks applied by app.ts). */
export const treasuryOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services, ctx } = treasuryRequest(app);

  app.get(
    "/treasury/orders",
    {
      schema: {
        tags,
        security,
        summary: "The treasury's orders, newest first, with their fills",
        response: { 200: envelope(ZAnswer), ...errors(401, 403) },
      },
    },
    async () => ok(200, "Orders", plain(await listOrders(app.db))),
  );

  app.post(
    "/treasury/orders/propose",
    {
      schema: {
        tags,
        security,
        summary:
          "Propose now the net orders that bring holdings back within the band (as the job does after the books change)",
        response: { 200: envelope(ZAnswer), ...errors(401, 403, 503) },
      },
    },
    async (request) =>
      ok(
        200,
        "Orders proposed",
        plain(await proposeOrders({ ...services(), config: app.config }, app.clock.now(), currentUser(request).id)),
      ),
  );

  app.post(
    "/treasury/orders/:id/approve",
    {
      // A money decision: the second factor given in the last 5 minutes, as for other admin money decisions.
      preHandler: requireStepUp,
      schema: {
        tags,
        security,
        summary:
          "Approve a proposed order (above FOUR_EYES_THRESHOLD a second, different admin completes it); an approved order goes to the exchange at once when one is configured",
        params: ZId,
        response: { 200: envelope(ZAnswer), ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { adminId, now } = ctx(request);
      let order = await approveOrder(app.db, request.params.id, adminId, now, app.config.fourEyesAppointmentDays);
      if (order.status === "approved" && app.exchange) {
        order = await executeOrder(app.db, app.exchange, order.id, adminId, now);
      }
      return ok(200, order.status === "proposed" ? "Approval 1 of 2 recorded" : "Order approved", plain(order));
    },
  );

  app.post(
    "/treasury/orders/:id/execute",
    {
      schema: {
        tags,
        security,
        summary:
          "Send an approved order to the exchange, or ask the exchange what became of one whose fate is unknown (by its client order id)",
        params: ZId,
        response: { 200: envelope(ZAnswer), ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { adminId, now } = ctx(request);
      return ok(200, "Order sent", plain(await executeOrder(app.db, app.exchange, request.params.id, adminId, now)));
    },
  );

  app.post(
    "/treasury/orders/:id/dismiss",
    {
      schema: {
        tags,
        security,
        summary: "Set a proposed order aside, with the reason",
        params: ZId,
        body: z.strictObject({ reason: z.string().trim().min(1).max(500) }),
        response: { 200: envelope(ZAnswer), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { adminId, now } = ctx(request);
      return ok(
        200,
        "Order dismissed",
        plain(await dismissOrder(app.db, request.params.id, adminId, request.body.reason, now)),
      );
    },
  );

  app.post(
    "/treasury/orders/:id/fills",
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        security,
        summary:
          "Record fills of an approved order made by hand: one fill, or `csv` (an export of the exchange's trades: trade_id, units, price_cents, fee_cents, time)",
        params: ZId,
        body: z.union([
          z.strictObject({
            exchange: z.string().trim().min(1).max(100),
            tradeId: z.string().trim().min(1).max(200),
            units: ZUnits,
            priceCents: z.number().int().positive(),
            feeCents: z.number().int().min(0),
            at: z.iso.datetime(),
          }),
          z.strictObject({ exchange: z.string().trim().min(1).max(100), csv: z.string().min(1).max(1_000_000) }),
        ]),
        response: { 200: envelope(ZAnswer), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const body = request.body;
      const { adminId, now } = ctx(request);
      const fills =
        "csv" in body
          ? parseTradesCsv(body.csv, body.exchange)
          : [
              {
                exchange: body.exchange,
                tradeId: body.tradeId,
                units: BigInt(body.units),
                priceCents: body.priceCents,
                feeCents: body.feeCents,
                at: new Date(body.at),
              },
            ];
      const result = await recordFills(app.db, request.params.id, fills, {
        adminId,
        source: "csv" in body ? "csv" : "manual",
        now,
      });
      return ok(200, `${result.booked} fill(s) booked`, plain(result));
    },
  );
};
