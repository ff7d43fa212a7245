import {
  payoutRecordedMessage,
  WITHDRAWAL_MESSAGES,
  ZAdminWithdrawal,
  ZDenyRequest,
  ZIdParams,
  ZWithdrawalApprove,
  ZWithdrawalListQuery,
  ZWithdrawalPayout,
  zPageOf,
} from "@vaultline/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { requireStepUp } from "../security/index.ts";
import { approveAndPay, recordPayout, sendSimulatedPayout } from "./payout.service.ts";
import { withdrawalDeps } from "./withdrawal-deps.ts";
import { explorerOf } from "./withdrawals.dto.ts";
import { type AdminContext, approveWithdrawal, denyWithdrawal, listAllWithdrawals } from "./withdrawals.service.ts";

const adminContext = (app: FastifyInstance): AdminContext => ({
  thresholdCents: app.config.fourEyesThresholdCents,
  appointmentDays: app.config.fourEyesAppointmentDays,
  explorer: explorerOf(app),
  canSimulate: (coin) => app.chain.simulated !== undefined && app.chain.source(coin) !== null,
});

/** Admin routes of the withdrawals domain, under /api/admin (admin check applied by app.ts). */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/withdrawals",
    {
      schema: {
        tags: ["withdrawals"],
        summary:
          "Withdrawal requests, pending first then newest; view=pending (default)|all|<status> (approved: payout queued, waiting for its transaction)",
        security,
        querystring: ZWithdrawalListQuery,
        response: { 200: envelope(zPageOf(ZAdminWithdrawal)), ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      ok(200, "Withdrawal requests gotten", await listAllWithdrawals(app.db, request.query, adminContext(app))),
  );

  app.post(
    "/withdrawals/:id/approve",
    {
      config: { idempotent: true },
      // A money decision: the admin's second factor within the last 5 minutes (docs/security.md).
      preHandler: requireStepUp,
      schema: {
        tags: ["withdrawals"],
        summary:
          "Approve a pending withdrawal: its payout is then queued (status approved) until POST …/payout records the transaction. Above FOUR_EYES_THRESHOLD the first call records approval 1 of 2 and a second, different admin completes it (the same admin again: 409). `payoutTxId` on the completing approval approves and records the payout at once, checked as POST …/payout checks it (on a first approval: 409)",
        security,
        params: ZIdParams,
        body: ZWithdrawalApprove.optional(),
        response: { 200: envelope(ZAdminWithdrawal), ...errors(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const input = { id: request.params.id, adminId: currentUser(request).id, now: app.clock.now() };
      const payoutTxId = request.body?.payoutTxId ?? null;
      if (payoutTxId) {
        const paid = await approveAndPay(withdrawalDeps(app), { ...input, ...adminContext(app), payoutTxId });
        return ok(200, payoutRecordedMessage(paid), paid);
      }
      const { withdrawal, isComplete } = await approveWithdrawal(app.db, withdrawalDeps(app), {
        ...input,
        ...adminContext(app),
      });
      return ok(200, isComplete ? WITHDRAWAL_MESSAGES.approved : WITHDRAWAL_MESSAGES.firstApproval, withdrawal);
    },
  );

  app.post(
    "/withdrawals/:id/payout",
    {
      config: { idempotent: true },
      // A money decision: the admin's second factor within the last 5 minutes (docs/security.md).
      preHandler: requireStepUp,
      schema: {
        tags: ["withdrawals"],
        summary:
          "Record the payout of an approved withdrawal: it becomes paid. The transaction id must fit the network (Bitcoin: 64 hex characters; USDT-ERC20: 0x and 64) and, when a chain watcher runs for the coin, pay the member's address at least the quoted amount less the fee estimate: otherwise 400 saying what does not match (not found, another address, too little, already proving another withdrawal); 503 when the explorer is late or its answer unreadable. Nothing changes on an error.",
        security,
        params: ZIdParams,
        body: ZWithdrawalPayout,
        response: { 200: envelope(ZAdminWithdrawal), ...errors(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const paid = await recordPayout(withdrawalDeps(app), {
        id: request.params.id,
        adminId: currentUser(request).id,
        payoutTxId: request.body.payoutTxId,
        now: app.clock.now(),
        ...adminContext(app),
      });
      return ok(200, payoutRecordedMessage(paid), paid);
    },
  );

  app.post(
    "/withdrawals/:id/simulated-payout",
    {
      schema: {
        tags: ["withdrawals"],
        summary:
          "Simulated network only (CHAIN_WATCH=simulated): send an approved withdrawal's quoted coin amount, less the fee estimate, to the member's address on the simulated chain and answer its transaction id, to be recorded with POST …/payout. Elsewhere: 400",
        security,
        params: ZIdParams,
        response: { 200: envelope(z.object({ txid: z.string() })), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        200,
        WITHDRAWAL_MESSAGES.simulatedSent,
        await sendSimulatedPayout(withdrawalDeps(app), { id: request.params.id, adminId: currentUser(request).id }),
      ),
  );

  app.post(
    "/withdrawals/:id/deny",
    {
      config: { idempotent: true },
      schema: {
        tags: ["withdrawals"],
        summary: "Deny a pending withdrawal with a reason; the reserve goes back to the wallet",
        security,
        params: ZIdParams,
        body: ZDenyRequest,
        response: { 200: envelope(ZAdminWithdrawal), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const withdrawal = await denyWithdrawal(app.db, app.jobs, {
        id: request.params.id,
        adminId: currentUser(request).id,
        reason: request.body.reason,
        ...adminContext(app),
      });
      return ok(200, WITHDRAWAL_MESSAGES.denied, withdrawal);
    },
  );
};
