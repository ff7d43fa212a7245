import { ZDismissOrder, ZRecordedFills, ZRecordFills, ZTreasuryOrder } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { requireStepUp } from "../security/index.ts";
import { executeOrder, parseTradesCsv, recordFills } from "./fills.ts";
import { approveOrder, dismissOrder, listOrders, ordersWithFills, orderWithFills, proposeOrders } from "./orders.ts";
import { tags, treasuryRequest, ZId } from "./treasury-http.ts";

const ZOrders = z.array(ZTreasuryOrder);

/** The treasury's orders and their fills, under /api/admin/treasury (checks applied by app.ts). */
export const treasuryOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services, ctx } = treasuryRequest(app);
  const costs = { bornBy: app.config.treasury.tradingCosts, priceFeed: app.priceFeed };

  app.get(
    "/treasury/orders",
    {
      schema: {
        tags,
        security,
        summary: "The treasury's orders, newest first, with their fills",
        response: { 200: envelope(ZOrders), ...errors(401, 403) },
      },
    },
    async () => ok(200, "Orders", await listOrders(app.db)),
  );

  app.post(
    "/treasury/orders/propose",
    {
      schema: {
        tags,
        security,
        summary:
          "Propose now the net orders that bring holdings back within the band (as the job does after the books change)",
        response: { 200: envelope(ZOrders), ...errors(401, 403, 503) },
      },
    },
    async (request) => {
      const proposed = await proposeOrders(
        { ...services(), config: app.config },
        app.clock.now(),
        currentUser(request).id,
      );
      return ok(200, "Orders proposed", await ordersWithFills(app.db, proposed));
    },
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
        response: { 200: envelope(ZTreasuryOrder), ...errors(401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const { adminId, now } = ctx(request);
      let order = await approveOrder(app.db, request.params.id, adminId, now, app.config.fourEyesAppointmentDays);
      if (order.status === "approved" && app.exchange) {
        order = await executeOrder(app.db, app.exchange, order.id, { adminId, now, costs });
      }
      const answer = await orderWithFills(app.db, order);
      return ok(200, order.status === "proposed" ? "Approval 1 of 2 recorded" : "Order approved", answer);
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
        response: { 200: envelope(ZTreasuryOrder), ...errors(401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const { adminId, now } = ctx(request);
      const order = await executeOrder(app.db, app.exchange, request.params.id, { adminId, now, costs });
      return ok(200, "Order sent", await orderWithFills(app.db, order));
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
        body: ZDismissOrder,
        response: { 200: envelope(ZTreasuryOrder), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { adminId, now } = ctx(request);
      const order = await dismissOrder(app.db, request.params.id, adminId, request.body.reason, now);
      return ok(200, "Order dismissed", await orderWithFills(app.db, order));
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
        body: ZRecordFills,
        response: { 200: envelope(ZRecordedFills), ...errors(400, 401, 403, 404, 409, 503) },
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
        costs,
      });
      const order = await orderWithFills(app.db, result.order);
      return ok(200, `${result.booked} fill(s) booked`, { order, booked: result.booked });
    },
  );
};
