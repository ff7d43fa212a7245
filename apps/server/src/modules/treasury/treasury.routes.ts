import { PROOF_MIME_TYPES } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { envelope, errors, ok } from "../../lib/http.ts";
import { currentUser } from "../../plugins/auth.ts";
import { acceptUploads, parseFormFields, readMultipartForm, withFileWrites } from "../files/index.ts";
import { requireStepUp } from "../security/index.ts";
import {
  confirmTransfer,
  decideDeclaredBalance,
  decideLocation,
  enterDeclaredBalance,
  listLocations,
  proposeLocation,
  recordTransfer,
} from "./locations.ts";
import {
  approveOrder,
  dismissOrder,
  executeOrder,
  listOrders,
  parseTradesCsv,
  proposeOrders,
  recordFills,
} from "./orders.ts";
import { isShort, lastReconciledAt, latestShort, readTreasury, reconcile } from "./reconciliation.ts";

const tags = ["treasury"];
const security = [{ bearer: [] }];
/** Base units as a decimal string (wei overflow a JSON number). */
const ZUnits = z.string().regex(/^\d{1,40}$/, "Whole base units, digits only");
const ZAsset = z.enum(["BTC", "ETH", "USDT", "USD"]);
const ZId = z.object({ id: z.uuid() });
/** Treasury answers carry base units as strings: BigInt has no JSON form. */
const ZAnswer = z.unknown();
const plain = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === "bigint" ? x.toString() : x)));

/** The treasury's admin API under /api/admin/treasury (admin and two-factor checks applied by app.ts). */
export const treasuryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // A declared balance's statement is uploaded (POST /treasury/statements).
  await acceptUploads(app);
  const services = () => ({ db: app.db, chain: app.chain, exchange: app.exchange, priceFeed: app.priceFeed });
  const ctx = (request: Parameters<typeof currentUser>[0]) => ({
    adminId: currentUser(request).id,
    now: app.clock.now(),
    appointmentDays: app.config.fourEyesAppointmentDays,
  });

  app.get(
    "/treasury",
    {
      schema: {
        tags,
        security,
        summary:
          "Owed against held per asset now (BTC in satoshis, ETH in wei, USD in cents with USDT at its own price): what the books owe, each location's balance, in transit, the surplus or shortfall in units and cents, and when the last reconciliation ran",
        response: { 200: envelope(ZAnswer), ...errors(401, 403, 503) },
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
        plain({
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
        response: { 200: envelope(z.object({ shortAssets: z.array(z.string()) })), ...errors(401, 403) },
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
        response: { 200: envelope(z.object({ shortAssets: z.array(z.string()) })), ...errors(401, 403, 503) },
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
        response: { 200: envelope(ZAnswer), ...errors(401, 403) },
      },
    },
    async () => ok(200, "Locations", plain(await listLocations(app.db))),
  );

  app.post(
    "/treasury/locations",
    {
      schema: {
        tags,
        security,
        summary: "Propose a location (on-chain address or declared balance); it counts once a second admin approves it",
        body: z.strictObject({
          name: z.string().trim().min(1).max(100),
          kind: z.enum(["onchain", "declared"]),
          asset: ZAsset,
          address: z.string().trim().min(1).max(200).optional(),
        }),
        response: { 201: envelope(ZAnswer), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await proposeLocation(app.db, request.body, {
        ...ctx(request),
        chainNet: app.config.crypto.chainNet,
      });
      reply.code(201);
      return ok(201, "Location proposed", plain(row));
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
        body: z.strictObject({ decision: z.enum(["approve", "reject", "retire"]) }),
        response: { 200: envelope(ZAnswer), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await decideLocation(app.db, request.params.id, request.body.decision, ctx(request));
      app.publicCache.invalidate();
      return ok(200, "Location decided", plain(row));
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
        body: z.strictObject({
          locationId: z.uuid(),
          units: ZUnits,
          asOf: z.iso.date(),
          statementFileId: z.uuid(),
        }),
        response: { 201: envelope(ZAnswer), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await enterDeclaredBalance(
        app.db,
        { ...request.body, units: BigInt(request.body.units) },
        ctx(request),
      );
      reply.code(201);
      return ok(201, "Balance entered", plain(row));
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
        body: z.strictObject({ decision: z.enum(["confirm", "reject"]) }),
        response: { 200: envelope(ZAnswer), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        200,
        "Balance decided",
        plain(await decideDeclaredBalance(app.db, request.params.id, request.body.decision, ctx(request))),
      ),
  );

  app.post(
    "/treasury/transfers",
    {
      schema: {
        tags,
        security,
        summary:
          "Record a transfer between locations with its transaction id (no source: the members' deposit addresses); in transit until confirmed",
        body: z.strictObject({
          fromLocationId: z.uuid().nullable(),
          toLocationId: z.uuid(),
          asset: ZAsset,
          units: ZUnits,
          txId: z.string().trim().min(1).max(200),
        }),
        response: { 201: envelope(ZAnswer), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await recordTransfer(app.db, { ...request.body, units: BigInt(request.body.units) }, ctx(request));
      reply.code(201);
      return ok(201, "Transfer recorded", plain(row));
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
        response: { 200: envelope(ZAnswer), ...errors(401, 403, 404, 409, 503) },
      },
    },
    async (request) =>
      ok(200, "Transfer confirmed", plain(await confirmTransfer(services(), request.params.id, ctx(request)))),
  );

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
