import {
  toDollars,
  WALLET_MESSAGES,
  ZBalanceAdjustRequest,
  ZBalanceAdjustResult,
  ZBalancePoint,
  ZIdParams,
  ZLedgerEntry,
  ZPageQuery,
  ZPendingAdjustment,
  zPageOf,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { requireStepUp } from "../security/index.ts";
import {
  adjustBalance,
  approveAdjustment,
  getBalanceHistory,
  listPendingAdjustments,
  listTransactions,
} from "./wallet.service.ts";

/** Public and signed-in routes of the wallet domain, under /api. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/transactions",
    {
      preHandler: requireUser,
      schema: {
        tags: ["wallet"],
        summary: "The signed-in user's ledger entries, newest first, with the balance after each",
        security,
        querystring: ZPageQuery,
        response: { 200: envelope(zPageOf(ZLedgerEntry)), ...errors(400, 401) },
      },
    },
    async (request) =>
      ok(200, "Transactions gotten", await listTransactions(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/user/balance-history",
    {
      preHandler: requireUser,
      schema: {
        tags: ["wallet"],
        summary: "The wallet's closing balance per day (for the dashboard chart)",
        security,
        response: { 200: envelope(z.array(ZBalancePoint)), ...errors(401) },
      },
    },
    async (request) => ok(200, "Balance history gotten", await getBalanceHistory(app.db, currentUser(request).id)),
  );
};

/** Admin routes of the wallet domain, under /api/admin (admin check applied by app.ts). */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/adjustments",
    {
      config: { idempotent: true },
      schema: {
        tags: ["wallet"],
        summary:
          "Add money to (or, negative, remove it from) a user's wallet, with a reason (we require one; the sketch sends none). Above FOUR_EYES_THRESHOLD it waits for a second admin (POST /adjustments/{id}/approve)",
        security,
        body: ZBalanceAdjustRequest,
        response: { 200: envelope(ZBalanceAdjustResult), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await adjustBalance(app.db, {
        adminId: currentUser(request).id,
        userId: request.body.userId,
        amountCents: request.body.amount,
        reason: request.body.reason,
        thresholdCents: app.config.fourEyesThresholdCents,
        now: app.clock.now(),
      });
      const message = result.pendingAdjustmentId ? WALLET_MESSAGES.awaitingSecondAdmin : WALLET_MESSAGES.adjusted;
      return ok(200, message, {
        userId: result.userId,
        wallet: toDollars(result.balanceCents),
        entryId: result.entryId,
        pendingAdjustmentId: result.pendingAdjustmentId,
      });
    },
  );

  app.get(
    "/adjustments",
    {
      schema: {
        tags: ["wallet"],
        summary: "Large wallet adjustments waiting for a second admin (optionally for one user)",
        security,
        querystring: z.object({ userId: z.uuid().optional() }),
        response: { 200: envelope(z.array(ZPendingAdjustment)), ...errors(400, 401, 403) },
      },
    },
    async (request) => ok(200, "Pending adjustments", await listPendingAdjustments(app.db, request.query.userId)),
  );

  app.post(
    "/adjustments/:id/approve",
    {
      config: { idempotent: true },
      // A money decision: the admin's second factor within the last 5 minutes (docs/security.md).
      preHandler: requireStepUp,
      schema: {
        tags: ["wallet"],
        summary: "Second approval of a large adjustment, by a different admin: the money moves now",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZBalanceAdjustResult), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await approveAdjustment(app.db, app.jobs, {
        id: request.params.id,
        adminId: currentUser(request).id,
        now: app.clock.now(),
        appointmentDays: app.config.fourEyesAppointmentDays,
      });
      return ok(200, WALLET_MESSAGES.adjustmentApproved, {
        userId: result.userId,
        wallet: toDollars(result.balanceCents),
        entryId: result.entryId,
        pendingAdjustmentId: null,
      });
    },
  );
};
