import {
  WITHDRAWAL_MESSAGES,
  ZAdminWithdrawal,
  ZCursorQuery,
  ZDenyRequest,
  ZIdParams,
  ZWithdrawal,
  ZWithdrawalApprove,
  ZWithdrawalListQuery,
  zPageOf,
  zWithdrawRequest,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cursorEnvelope, envelope, errors, ok, okCursorList } from "../../lib/http.ts";
import { currentUser, requireUser, requireVerified } from "../../plugins/auth.ts";
import { requireConfirmedEmail } from "../../plugins/email-proof.ts";
import { assertNotFrozen, clientOf, requireWithdrawalCode } from "../security/index.ts";
import {
  approveWithdrawal,
  cancelWithdrawal,
  denyWithdrawal,
  getUserWithdrawal,
  listAllWithdrawals,
  listUserWithdrawals,
  requestWithdrawal,
} from "./withdrawals.service.ts";

const security = [{ bearer: [] }];

/** Public and signed-in routes of the withdrawals domain, under /api. */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/withdraw",
    {
      preHandler: [requireConfirmedEmail, requireVerified],
      config: { idempotent: true },
      schema: {
        tags: ["withdrawals"],
        summary:
          "Request a withdrawal (verified users): the amount is reserved from the wallet at once. The address must be a valid address of the network's chain (Bitcoin P2PKH, P2SH, P2WPKH, P2WSH or P2TR on the configured CRYPTO_NETWORK; an ERC20 0x address, EIP-55 checksum enforced when mixed case): otherwise 400 with the reason and nothing reserved. The address + network must be one of the member's saved addresses whose holding period is over (unknown: 400 add it to the address book first; held: 400 \"This address can be used from …\"). Unconfirmed e-mail: 403. With two-factor on, `code` is required (missing, wrong or reused: 401 on the code field; too many tries: 429).",
        security,
        body: zWithdrawRequest(app.config.crypto.network),
        response: { 201: envelope(ZWithdrawal), ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await assertNotFrozen(app.db, {
        userId: currentUser(request).id,
        now: app.clock.now(),
        client: clientOf(request),
        what: "withdrawal",
      });
      await requireWithdrawalCode(app, currentUser(request), request.body.code, app.clock.now());
      const withdrawal = await requestWithdrawal(app.db, {
        userId: currentUser(request).id,
        amountCents: request.body.amount,
        address: request.body.address,
        network: request.body.network,
        now: app.clock.now(),
      });
      return reply.status(201).send(ok(201, WITHDRAWAL_MESSAGES.requested, withdrawal));
    },
  );

  app.get(
    "/user/withdrawals",
    {
      preHandler: requireUser,
      schema: {
        tags: ["withdrawals"],
        summary:
          "The signed-in user's withdrawal requests, newest first, `limit` (≤ 100, default 50) at a time; `meta.nextCursor` asks for the next page (`?cursor=`)",
        security,
        querystring: ZCursorQuery,
        response: { 200: cursorEnvelope(ZWithdrawal), ...errors(400, 401) },
      },
    },
    async (request) =>
      okCursorList("Withdrawals gotten", await listUserWithdrawals(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/user/withdrawals/:id",
    {
      preHandler: requireUser,
      schema: {
        tags: ["withdrawals"],
        summary: "One of the signed-in user's withdrawal requests (its receipt); anyone else's answers 404",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZWithdrawal), ...errors(400, 401, 404) },
      },
    },
    async (request) =>
      ok(200, "Withdrawal", await getUserWithdrawal(app.db, currentUser(request).id, request.params.id)),
  );

  app.post(
    "/user/withdrawals/:id/cancel",
    {
      preHandler: requireUser,
      config: { idempotent: true },
      schema: {
        tags: ["withdrawals"],
        summary: "Cancel one's own pending withdrawal; the reserve goes back to the wallet",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZWithdrawal), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(
        200,
        WITHDRAWAL_MESSAGES.cancelled,
        await cancelWithdrawal(app.db, { id: request.params.id, userId: currentUser(request).id }),
      ),
  );
};

/** Admin routes of the withdrawals domain, under /api/admin (admin check applied by app.ts). */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/withdrawals",
    {
      schema: {
        tags: ["withdrawals"],
        summary: "Withdrawal requests, pending first then newest; view=pending (default)|all|<status>",
        security,
        querystring: ZWithdrawalListQuery,
        response: { 200: envelope(zPageOf(ZAdminWithdrawal)), ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        200,
        "Withdrawal requests gotten",
        await listAllWithdrawals(app.db, request.query, app.config.fourEyesThresholdCents),
      ),
  );

  app.post(
    "/withdrawals/:id/approve",
    {
      config: { idempotent: true },
      schema: {
        tags: ["withdrawals"],
        summary:
          "Mark a pending withdrawal paid out, with an optional payout transaction id. Above FOUR_EYES_THRESHOLD the first call records approval 1 of 2 and a second, different admin completes it (the same admin again: 409)",
        security,
        params: ZIdParams,
        body: ZWithdrawalApprove.optional(),
        response: { 200: envelope(ZAdminWithdrawal), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { withdrawal, isComplete } = await approveWithdrawal(app.db, app.jobs, {
        id: request.params.id,
        adminId: currentUser(request).id,
        payoutTxId: request.body?.payoutTxId ?? null,
        thresholdCents: app.config.fourEyesThresholdCents,
        now: app.clock.now(),
      });
      return ok(200, isComplete ? WITHDRAWAL_MESSAGES.approved : WITHDRAWAL_MESSAGES.firstApproval, withdrawal);
    },
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
        thresholdCents: app.config.fourEyesThresholdCents,
      });
      return ok(200, WITHDRAWAL_MESSAGES.denied, withdrawal);
    },
  );
};
