import {
  CHAIN_DEPOSIT_MESSAGES,
  MESSAGES,
  ZAdminDeposit,
  ZCursorQuery,
  ZDenyRequest,
  ZDepositListQuery,
  ZIdParams,
  ZResolveException,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cursorEnvelope, envelope, errors, listEnvelope, ok, okCursorList, okList, security } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { requireStepUp } from "../security/index.ts";
import { settleException } from "./deposit-exceptions.service.ts";
import {
  approveDeposit,
  denyDeposit,
  getDepositForAdmin,
  listAllDeposits,
  listDepositsOfUser,
} from "./deposits-admin.service.ts";

/** Admin routes of the deposits domain, under /api/admin (admin check applied by app.ts). */
export const depositsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/deposits",
    {
      schema: {
        tags: ["deposits"],
        summary: "Deposits, pending first then newest; view=open (default, hides accepted)|all|<status>",
        security,
        querystring: ZDepositListQuery,
        response: { 200: listEnvelope(ZAdminDeposit), ...errors(400, 401, 403) },
      },
    },
    async (request) => okList("All deposit requests gotten", await listAllDeposits(app, request.query)),
  );

  app.get(
    "/deposits/:id",
    {
      schema: {
        tags: ["deposits"],
        summary: "One deposit with its user and proof URL",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZAdminDeposit), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ok(200, "Deposit gotten", await getDepositForAdmin(app, request.params.id)),
  );

  app.get(
    "/users/:userId/deposits",
    {
      schema: {
        tags: ["deposits"],
        summary:
          "A user's deposits, newest first, `limit` (≤ 100, default 50) at a time: `data` is the list, `meta.nextCursor` asks for the next page (`?cursor=`)",
        security,
        params: z.object({ userId: z.uuid("Not a valid id") }),
        querystring: ZCursorQuery,
        response: { 200: cursorEnvelope(ZAdminDeposit), ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      okCursorList(
        "gotten all deposits of the user",
        await listDepositsOfUser(app, request.params.userId, request.query),
      ),
  );

  app.post(
    "/deposits/:id/approve",
    {
      config: { idempotent: true },
      schema: {
        tags: ["deposits"],
        summary:
          "Approve a pending deposit: it buys units of its plan at the NAV of now (503 while prices are unavailable); the holding period starts",
        security,
        params: ZIdParams,
        body: z.object({ status: z.literal(true).optional() }).optional(),
        response: { 200: envelope(ZAdminDeposit), ...errors(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const deposit = await approveDeposit(app, {
        id: request.params.id,
        adminId: currentUser(request).id,
      });
      return ok(200, MESSAGES.depositApproved, deposit);
    },
  );

  app.post(
    "/deposits/:id/settle-exception",
    {
      config: { idempotent: true },
      // A money decision: the admin's second factor within the last 5 minutes (docs/security.md).
      preHandler: requireStepUp,
      schema: {
        tags: ["deposits"],
        summary:
          "Settle a watched deposit's exception (paid late, underpaid, paid twice): credit its confirmed payments at the quote's rate or the rate at arrival, or refuse with a reason (docs/payments.md)",
        security,
        params: ZIdParams,
        body: ZResolveException,
        response: { 200: envelope(ZAdminDeposit), ...errors(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const deposit = await settleException(app, {
        id: request.params.id,
        adminId: currentUser(request).id,
        rate: request.body.rate,
        reason: request.body.reason,
      });
      return ok(200, CHAIN_DEPOSIT_MESSAGES.settled, deposit);
    },
  );

  app.post(
    "/deposits/:id/deny",
    {
      config: { idempotent: true },
      schema: {
        tags: ["deposits"],
        summary: "Deny a pending deposit with a reason the user sees",
        security,
        params: ZIdParams,
        body: ZDenyRequest,
        response: { 200: envelope(ZAdminDeposit), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const deposit = await denyDeposit(app, {
        id: request.params.id,
        adminId: currentUser(request).id,
        reason: request.body.reason,
      });
      return ok(200, "Deposit denied", deposit);
    },
  );
};
