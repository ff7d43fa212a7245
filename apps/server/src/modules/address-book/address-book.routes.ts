import { ADDRESS_BOOK_MESSAGES, ZIdParams, ZSavedAddress, zAddAddressRequest } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { requireConfirmedEmail } from "../../plugins/email-proof.ts";
import { clientOf, requireGuardsAllow, requireStepUp } from "../security/index.ts";
import { addAddress, listAddresses, removeAddress } from "./address-book.service.ts";

const tags = ["address-book"];
const HOUR_MS = 60 * 60 * 1000;

/** The member's withdrawal address book, under /api. */
export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();

  app.get(
    "/user/addresses",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "The member's saved withdrawal addresses, oldest first, each with when it can be used; meta.holdHours is how long a new one is held (ADDRESS_HOLD_HOURS)",
        security,
        response: {
          200: envelope(z.array(ZSavedAddress)).extend({ meta: z.object({ holdHours: z.number() }) }),
          ...errors(401),
        },
      },
    },
    async (request) => ({
      ...ok(200, "Addresses", await listAddresses(app.db, currentUser(request).id, now())),
      meta: { holdHours: app.config.addressHoldMs / HOUR_MS },
    }),
  );

  app.post(
    "/user/addresses",
    {
      preHandler: [requireConfirmedEmail, requireGuardsAllow("addressAdd"), requireStepUp],
      schema: {
        tags,
        summary:
          "Save a withdrawal address (checked for its network like a withdrawal; optional label). It can be used ADDRESS_HOLD_HOURS (default 24) after it is added, and the member is e-mailed",
        security,
        body: zAddAddressRequest(app.config.crypto.chainNet),
        response: { 201: envelope(ZSavedAddress), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const saved = await addAddress(app.db, app.jobs, {
        userId: currentUser(request).id,
        coin: request.body.network,
        address: request.body.address,
        label: request.body.label,
        holdMs: app.config.addressHoldMs,
        client: clientOf(request),
        now: now(),
      });
      return reply.status(201).send(ok(201, ADDRESS_BOOK_MESSAGES.added(saved.usableFrom, saved.isUsable), saved));
    },
  );

  app.delete(
    "/user/addresses/:id",
    {
      preHandler: [requireGuardsAllow("addressRemove"), requireStepUp],
      schema: {
        tags,
        summary: "Remove a saved withdrawal address (adding it again starts a new holding period)",
        security,
        params: ZIdParams,
        response: { 200: envelope(z.null()), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeAddress(app.db, {
        userId: currentUser(request).id,
        id: request.params.id,
        client: clientOf(request),
        now: now(),
      });
      return ok(200, ADDRESS_BOOK_MESSAGES.removed, null);
    },
  );
};
