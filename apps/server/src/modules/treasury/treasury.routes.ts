import {
  PROOF_MIME_TYPES,
  ZDeclaredBalance,
  ZDeclaredBalanceInput,
  ZDeclaredDecision,
  ZLocationDecision,
  ZLocationProposal,
  ZTransferInput,
  ZTreasuryAlert,
  ZTreasuryLocation,
  ZTreasuryLocations,
  ZTreasuryTransfer,
  ZTreasuryView,
} from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { acceptUploads, parseFormFields, readMultipartForm, withFileWrites } from "../files/index.ts";
import {
  confirmTransfer,
  decideDeclaredBalance,
  decideLocation,
  enterDeclaredBalance,
  listLocations,
  proposeLocation,
  recordTransfer,
} from "./locations.ts";
import { isShort, lastReconciledAt, latestShort, readTreasury, reconcile } from "./reconciliation.ts";
import { toDeclaredDto, toLocationDto, toTransferDto, toTreasuryViewDto } from "./treasury.dto.ts";
import { tags, treasuryRequest, ZId } from "./treasury-http.ts";

/** The treasury's admin API under /api/admin/treasury (admin and two-factor checks applied by app.ts). */
export const treasuryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // A declared balance's statement is uploaded (POST /treasury/statements).
  await acceptUploads(app);
  const { services, ctx } = treasuryRequest(app);
  // What the decision workflow runs on (decideLocation, decideDeclaredBalance).
  const deciding = { db: app.db, jobs: app.jobs };

  app.get(
    "/treasury",
    {
      schema: {
        tags,
        security,
        summary:
          "Owed against held per asset now (BTC in satoshis, ETH in wei, USD in cents with USDT at its own price): what the books owe, each location's balance, in transit, the surplus or shortfall in units and cents, and when the last reconciliation ran",
        response: { 200: envelope(ZTreasuryView), ...errors(401, 403, 503) },
      },
    },
    async () => {
      const [view, reconciledAt] = await Promise.all([
        readTreasury(services(), app.clock.now()),
        lastReconciledAt(app.db),
      ]);
      const tolerance = app.config.treasury.toleranceCents;
      return ok(
        200,
        "Treasury",
        toTreasuryViewDto({
          ...view,
          reconciledAt,
          exchange: app.exchange ? { name: app.exchange.name, simulated: app.exchange.simulated } : null,
          settings: app.config.treasury,
          positions: view.positions.map((p) => ({ ...p, isShort: isShort(p, tolerance) })),
        }),
      );
    },
  );

  app.get(
    "/treasury/alert",
    {
      schema: {
        tags,
        security,
        summary: "The assets short beyond the tolerance at the last reconciliation (the banner on every admin page)",
        response: { 200: envelope(ZTreasuryAlert), ...errors(401, 403) },
      },
    },
    async () => ok(200, "Treasury alert", { shortAssets: await latestShort(app.db) }),
  );

  app.post(
    "/treasury/reconcile",
    {
      schema: {
        tags,
        security,
        summary:
          "Run the reconciliation now, as the daily job does (stores today's figures; e-mails admins of a new shortfall)",
        response: { 200: envelope(ZTreasuryAlert), ...errors(401, 403, 503) },
      },
    },
    async () => {
      const shortAssets = await reconcile({ ...services(), jobs: app.jobs, config: app.config }, app.clock.now());
      app.publicCache.invalidate();
      return ok(200, "Reconciled", { shortAssets });
    },
  );

  app.get(
    "/treasury/locations",
    {
      schema: {
        tags,
        security,
        summary: "Every custody location, declared balance and recent transfer",
        response: { 200: envelope(ZTreasuryLocations), ...errors(401, 403) },
      },
    },
    async () => ok(200, "Locations", await listLocations(app.db)),
  );

  app.post(
    "/treasury/locations",
    {
      schema: {
        tags,
        security,
        summary: "Propose a location (on-chain address or declared balance); it counts once a second admin approves it",
        body: ZLocationProposal,
        response: { 201: envelope(ZTreasuryLocation), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await proposeLocation(app.db, request.body, {
        ...ctx(request),
        chainNet: app.config.crypto.chainNet,
      });
      reply.code(201);
      return ok(201, "Location proposed", toLocationDto(row));
    },
  );

  app.post(
    "/treasury/locations/:id/decision",
    {
      schema: {
        tags,
        security,
        summary:
          "Approve or reject a proposed location (a different admin than the one who proposed it), or retire an active one",
        params: ZId,
        body: ZLocationDecision,
        response: { 200: envelope(ZTreasuryLocation), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await decideLocation(deciding, request.params.id, request.body.decision, ctx(request));
      app.publicCache.invalidate();
      return ok(200, "Location decided", row);
    },
  );

  app.post(
    "/treasury/statements",
    {
      schema: {
        tags,
        security,
        summary:
          "Upload a declared balance's statement: multipart {statement} (pdf, png, jpeg, heic or webp; ≤ 10 MiB), private to admins; its id goes with the balance",
        consumes: ["multipart/form-data"],
        response: { 201: envelope(z.object({ id: z.uuid() })), ...errors(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { statement: { types: PROOF_MIME_TYPES, max: 1 } });
      parseFormFields(z.object({}), form.fields);
      const statement = form.files.statement?.[0];
      if (!statement) {
        throw new AppError("BAD_REQUEST", "Attach the statement", [
          { field: "statement", message: "Attach the statement" },
        ]);
      }
      const id = await withFileWrites(app.storage, [statement], (writes) =>
        app.db.transaction((tx) =>
          writes.store(tx, statement, { kind: "treasury_statement", ownerId: currentUser(request).id }),
        ),
      );
      reply.code(201);
      return ok(201, "Statement uploaded", { id });
    },
  );

  app.post(
    "/treasury/declared-balances",
    {
      schema: {
        tags,
        security,
        summary:
          "Enter a declared location's balance with its uploaded statement; counted once another admin confirms it",
        body: ZDeclaredBalanceInput,
        response: { 201: envelope(ZDeclaredBalance), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await enterDeclaredBalance(
        app.db,
        { ...request.body, units: BigInt(request.body.units) },
        ctx(request),
      );
      reply.code(201);
      return ok(201, "Balance entered", toDeclaredDto(row));
    },
  );

  app.post(
    "/treasury/declared-balances/:id/decision",
    {
      schema: {
        tags,
        security,
        summary: "Confirm or reject a declared balance (a different admin than the one who entered it)",
        params: ZId,
        body: ZDeclaredDecision,
        response: { 200: envelope(ZDeclaredBalance), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await decideDeclaredBalance(deciding, request.params.id, request.body.decision, ctx(request));
      return ok(200, "Balance decided", row);
    },
  );

  app.post(
    "/treasury/transfers",
    {
      schema: {
        tags,
        security,
        summary:
          "Record a transfer between locations with its transaction id (no source: the members' deposit addresses); in transit until confirmed",
        body: ZTransferInput,
        response: { 201: envelope(ZTreasuryTransfer), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await recordTransfer(app.db, { ...request.body, units: BigInt(request.body.units) }, ctx(request));
      reply.code(201);
      return ok(201, "Transfer recorded", toTransferDto(row));
    },
  );

  app.post(
    "/treasury/transfers/:id/confirm",
    {
      schema: {
        tags,
        security,
        summary:
          "Confirm a transfer: to an address, the chain must show it paid and confirmed; to the exchange, as the exchange shows it",
        params: ZId,
        response: { 200: envelope(ZTreasuryTransfer), ...errors(401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const row = await confirmTransfer(services(), request.params.id, ctx(request));
      return ok(200, "Transfer confirmed", toTransferDto(row));
    },
  );
};
