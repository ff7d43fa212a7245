import { ZStatementParams, ZStatementSummary } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { statementCsv } from "./statement-csv.ts";
import { buildStatement, listStatementMonths } from "./statement-data.ts";
import { statementPdf } from "./statement-pdf.ts";

/** The signed-in member's monthly statements, under /api (docs/statements.md). */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/statements",
    {
      preHandler: requireUser,
      schema: {
        tags: ["statements"],
        summary: "The months that have a statement (every ended month with activity or money held), newest first",
        security,
        response: { 200: envelope(z.array(ZStatementSummary)), ...errors(401) },
      },
    },
    async (request) =>
      ok(200, "Statements", await listStatementMonths(app.db, currentUser(request).id, app.clock.now())),
  );

  app.get(
    "/user/statements/:month/:format",
    {
      preHandler: requireUser,
      schema: {
        tags: ["statements"],
        summary: "One month's statement as a PDF (application/pdf) or a CSV (text/csv), made from the ledger",
        security,
        params: ZStatementParams,
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { month, format } = request.params;
      const statement = await buildStatement(app.db, { userId: currentUser(request).id, month, now });
      const name = `vaultline-statement-${month}.${format}`;
      reply
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store");
      if (format === "csv") return reply.type("text/csv; charset=utf-8").send(statementCsv(statement));
      return reply.type("application/pdf").send(await statementPdf(statement, now));
    },
  );
};
