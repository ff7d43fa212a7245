import {
  DEMO_MESSAGES,
  ZDemoAccount,
  ZDemoOpenOrder,
  ZDemoOpenOrderRequest,
  ZDemoOrder,
  ZDemoOrderRequest,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { requireCourseAccess } from "../course/index.ts";
import { getDemoAccount, listDemoOrders, resetDemoAccount } from "./demo.service.ts";
import { cancelOpenDemoOrder, listOpenDemoOrders, placeOpenDemoOrder } from "./demo-open-orders.service.ts";
import { placeDemoOrder } from "./demo-orders.service.ts";

/**
 * The demo (paper-trading) account, under /api/demo: virtual money for members with course access
 * (the trial included). The scope's hooks refuse everyone else before any route runs.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin is its own encapsulated scope: these hooks run for its routes only.
  app.addHook("onRequest", requireUser);
  app.addHook("onRequest", async (request) => {
    await requireCourseAccess(app.db, currentUser(request).id, app.clock.now());
  });

  app.get(
    "/demo",
    {
      schema: {
        tags: ["demo"],
        summary: "The demo account (virtual money): cash, positions at the current price, P&L",
        security,
        response: { 200: envelope(ZDemoAccount), ...errors(401, 403) },
      },
    },
    async (request) =>
      ok(
        200,
        "Demo account gotten",
        await getDemoAccount(app.db, app.priceFeed, currentUser(request).id, app.clock.now()),
      ),
  );

  app.get(
    "/demo/orders",
    {
      schema: {
        tags: ["demo"],
        summary: "The demo account's orders, newest first (the last 100)",
        security,
        response: { 200: envelope(z.array(ZDemoOrder)), ...errors(401, 403) },
      },
    },
    async (request) => ok(200, "Demo orders gotten", await listDemoOrders(app.db, currentUser(request).id)),
  );

  app.post(
    "/demo/orders",
    {
      schema: {
        tags: ["demo"],
        summary:
          "A market order with virtual money: a coin quantity or a dollar amount, filled at the feed's price ± 0.1 %",
        security,
        body: ZDemoOrderRequest,
        response: { 201: envelope(ZDemoOrder), ...errors(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const order = await placeDemoOrder(app.db, app.priceFeed, {
        userId: currentUser(request).id,
        symbol: request.body.symbol,
        side: request.body.side,
        units: request.body.quantity,
        usdCents: request.body.usd,
        now: app.clock.now(),
      });
      return reply.status(201).send(ok(201, DEMO_MESSAGES.filled, order));
    },
  );

  app.get(
    "/demo/open-orders",
    {
      schema: {
        tags: ["demo"],
        summary: "Limit and stop orders waiting for their price, and any that triggered but could not fill",
        security,
        response: { 200: envelope(z.array(ZDemoOpenOrder)), ...errors(401, 403) },
      },
    },
    async (request) => ok(200, "Waiting demo orders gotten", await listOpenDemoOrders(app.db, currentUser(request).id)),
  );

  app.post(
    "/demo/open-orders",
    {
      schema: {
        tags: ["demo"],
        summary:
          "A limit or stop(-loss) order with virtual money: it fills at the market price once the price feed reaches its price (checked every minute)",
        security,
        body: ZDemoOpenOrderRequest,
        response: { 201: envelope(ZDemoOpenOrder), ...errors(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const order = await placeOpenDemoOrder(app.db, app.priceFeed, {
        userId: currentUser(request).id,
        symbol: request.body.symbol,
        side: request.body.side,
        type: request.body.type,
        units: request.body.quantity,
        triggerCents: request.body.price,
        now: app.clock.now(),
      });
      return reply.status(201).send(ok(201, DEMO_MESSAGES.placed, order));
    },
  );

  app.delete(
    "/demo/open-orders/:id",
    {
      schema: {
        tags: ["demo"],
        summary: "Cancel a waiting order (or dismiss one that could not fill)",
        security,
        params: z.object({ id: z.uuid(DEMO_MESSAGES.openOrderNotFound) }),
        response: { 200: envelope(z.null()), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await cancelOpenDemoOrder(app.db, currentUser(request).id, request.params.id);
      return ok(200, DEMO_MESSAGES.cancelled, null);
    },
  );

  app.post(
    "/demo/reset",
    {
      schema: {
        tags: ["demo"],
        summary: "Back to $10,000 of virtual cash: positions and order history are deleted",
        security,
        response: { 200: envelope(ZDemoAccount), ...errors(401, 403) },
      },
    },
    async (request) =>
      ok(
        200,
        DEMO_MESSAGES.reset,
        await resetDemoAccount(app.db, app.priceFeed, currentUser(request).id, app.clock.now()),
      ),
  );
};
