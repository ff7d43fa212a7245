import {
  addressProblem,
  type TDeclaredBalance,
  type THeldAsset,
  type TLocationDecision,
  type TTreasuryLocation,
  type TTreasuryLocations,
} from "@vaultline/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { type Db, returnedRow } from "../../db/client.ts";
import { files, treasuryDeclaredBalances, treasuryLocations, treasuryTransfers } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ChainWatch } from "../../lib/chain/index.ts";
import type { ExchangeConnector } from "../../lib/exchange/index.ts";
import { creditSimulatedExchange } from "../../lib/exchange/index.ts";
import { decide, refuseAppointedPair, writeAudit } from "../decisions/index.ts";
import { toDeclaredDto, toLocationDto, toTransferDto } from "./treasury.dto.ts";

type LocationRow = typeof treasuryLocations.$inferSelect;
type Asset = THeldAsset;
const CHAIN_COIN = { BTC: "BTC", ETH: "ETH", USDT: "USDT_ERC20" } as const;

export async function listLocations(db: Db): Promise<TTreasuryLocations> {
  const locations = await db.select().from(treasuryLocations).orderBy(treasuryLocations.createdAt);
  const declared = await db.select().from(treasuryDeclaredBalances).orderBy(desc(treasuryDeclaredBalances.createdAt));
  const transfers = await db.select().from(treasuryTransfers).orderBy(desc(treasuryTransfers.createdAt)).limit(100);
  return {
    locations: locations.map(toLocationDto),
    declared: declared.map(toDeclaredDto),
    transfers: transfers.map(toTransferDto),
  };
}

/**
 * An admin proposes a location (an on-chain address, or a declared balance's bank or custodian); it
 * counts once a second, different admin approves it. The exchange account is the configured one
 * (EXCHANGE) and is not proposed here.
 */
export async function proposeLocation(
  db: Db,
  input: { name: string; kind: "onchain" | "declared"; asset: Asset; address?: string | undefined },
  context: { adminId: string; now: Date; chainNet: Config["crypto"]["chainNet"] },
): Promise<LocationRow> {
  if (input.kind === "onchain") {
    if (input.asset === "USD") throw new AppError("BAD_REQUEST", "An on-chain address holds BTC, ETH or USDT");
    if (!input.address) throw new AppError("BAD_REQUEST", "An on-chain location needs its address");
    // ETH and USDT share Ethereum's address format.
    const problem = addressProblem(input.asset === "BTC" ? "BTC" : "USDT_ERC20", input.address, context.chainNet);
    if (problem) throw new AppError("BAD_REQUEST", problem);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(treasuryLocations)
      .values({
        name: input.name,
        kind: input.kind,
        asset: input.asset,
        address: input.kind === "onchain" ? (input.address ?? null) : null,
        proposedBy: context.adminId,
        createdAt: context.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("CONFLICT", "This address is already a location");
    await writeAudit(tx, {
      adminId: context.adminId,
      action: "treasury.location.propose",
      targetType: "treasury_location",
      targetId: row.id,
      after: { name: row.name, kind: row.kind, asset: row.asset, address: row.address },
      at: context.now,
    });
    return row;
  });
}

/**
 * A second admin approves (active) or refuses a proposed location through the decision workflow
 * (modules/decisions: the proposer's own proposal is a 409, as is one already decided); retiring an
 * active one is any admin's audited act.
 */
export async function decideLocation(
  services: { db: Db; jobs: JobQueue },
  id: string,
  decision: TLocationDecision,
  context: { adminId: string; now: Date; appointmentDays: number },
): Promise<TTreasuryLocation> {
  const { db, jobs } = services;
  if (decision === "retire") return retireLocation(db, id, context);
  const status = decision === "approve" ? "active" : "rejected";
  return decide(db, jobs, {
    table: treasuryLocations,
    id,
    adminId: context.adminId,
    from: "proposed",
    ownedBy: "proposedBy",
    locksOwner: false,
    messages: { notFound: "Location not found", decided: "This location was already decided" },
    apply: async (tx, loc, { update }) => {
      if (decision === "approve") {
        const pair = { requesterId: loc.proposedBy, approverId: context.adminId, now: context.now };
        await refuseAppointedPair(tx, { ...pair, days: context.appointmentDays });
      }
      const row = await update({ status, decidedBy: context.adminId, decidedAt: context.now });
      return {
        result: toLocationDto(row),
        audit: {
          action: "treasury.location.decide",
          targetType: "treasury_location",
          targetId: id,
          before: { status: loc.status },
          after: { status },
          at: context.now,
        },
        mail: null,
      };
    },
  });
}

async function retireLocation(db: Db, id: string, context: { adminId: string; now: Date }) {
  return db.transaction(async (tx) => {
    const [loc] = await tx.select().from(treasuryLocations).where(eq(treasuryLocations.id, id)).for("update");
    if (!loc) throw new AppError("NOT_FOUND", "Location not found");
    if (loc.status !== "active") throw new AppError("CONFLICT", "This location was already decided");
    const [row] = await tx
      .update(treasuryLocations)
      .set({ status: "retired", decidedBy: context.adminId, decidedAt: context.now })
      .where(eq(treasuryLocations.id, id))
      .returning();
    await writeAudit(tx, {
      adminId: context.adminId,
      action: "treasury.location.decide",
      targetType: "treasury_location",
      targetId: id,
      before: { status: loc.status },
      after: { status: "retired" },
      at: context.now,
    });
    return toLocationDto(row as LocationRow);
  });
}

/** An admin enters a declared location's balance with its statement (a stored file); counted once another confirms it. */
export async function enterDeclaredBalance(
  db: Db,
  input: { locationId: string; units: bigint; asOf: string; statementFileId: string },
  context: { adminId: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [loc] = await tx.select().from(treasuryLocations).where(eq(treasuryLocations.id, input.locationId));
    if (!loc) throw new AppError("NOT_FOUND", "Location not found");
    if (loc.kind !== "declared" || loc.status !== "active") {
      throw new AppError("CONFLICT", "Balances are declared for an active declared location");
    }
    const [statement] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, input.statementFileId), eq(files.kind, "treasury_statement")));
    if (!statement) {
      throw new AppError("BAD_REQUEST", "Upload the statement first: its file was not found", [
        { field: "statementFileId", message: "Upload the statement first" },
      ]);
    }
    const row = returnedRow(
      await tx
        .insert(treasuryDeclaredBalances)
        .values({
          locationId: loc.id,
          units: input.units.toString(),
          asOf: input.asOf,
          statementFileId: input.statementFileId,
          enteredBy: context.adminId,
          createdAt: context.now,
        })
        .returning(),
      "insert",
    );
    await writeAudit(tx, {
      adminId: context.adminId,
      action: "treasury.declared.enter",
      targetType: "treasury_declared_balance",
      targetId: row.id,
      after: { location: loc.name, units: row.units, asOf: row.asOf, statementFileId: row.statementFileId },
      at: context.now,
    });
    return row;
  });
}

export async function decideDeclaredBalance(
  services: { db: Db; jobs: JobQueue },
  id: string,
  decision: "confirm" | "reject",
  context: { adminId: string; now: Date; appointmentDays: number },
): Promise<TDeclaredBalance> {
  const status = decision === "confirm" ? "confirmed" : "rejected";
  return decide(services.db, services.jobs, {
    table: treasuryDeclaredBalances,
    id,
    adminId: context.adminId,
    from: "pending",
    ownedBy: "enteredBy",
    locksOwner: false,
    messages: { notFound: "Declared balance not found", decided: "This balance was already decided" },
    apply: async (tx, row, { update }) => {
      if (decision === "confirm") {
        const pair = { requesterId: row.enteredBy, approverId: context.adminId, now: context.now };
        await refuseAppointedPair(tx, { ...pair, days: context.appointmentDays });
      }
      const next = await update({ status, decidedBy: context.adminId, decidedAt: context.now });
      return {
        result: toDeclaredDto(next),
        audit: {
          action: "treasury.declared.decide",
          targetType: "treasury_declared_balance",
          targetId: id,
          after: { status },
          at: context.now,
        },
        mail: null,
      };
    },
  });
}

/** An admin records a transfer between locations (null source: the members' deposit addresses); in transit until confirmed. */
export async function recordTransfer(
  db: Db,
  input: { fromLocationId: string | null; toLocationId: string; asset: Asset; units: bigint; txId: string },
  context: { adminId: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [to] = await tx.select().from(treasuryLocations).where(eq(treasuryLocations.id, input.toLocationId));
    if (to?.status !== "active") throw new AppError("NOT_FOUND", "Destination location not found");
    if (to.asset && to.asset !== input.asset) throw new AppError("BAD_REQUEST", `This location holds ${to.asset}`);
    if (input.fromLocationId) {
      const [from] = await tx.select().from(treasuryLocations).where(eq(treasuryLocations.id, input.fromLocationId));
      if (from?.status !== "active") throw new AppError("NOT_FOUND", "Source location not found");
    }
    const [row] = await tx
      .insert(treasuryTransfers)
      .values({ ...input, units: input.units.toString(), recordedBy: context.adminId, createdAt: context.now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("CONFLICT", "This transaction is already recorded");
    await writeAudit(tx, {
      adminId: context.adminId,
      action: "treasury.transfer.record",
      targetType: "treasury_transfer",
      targetId: row.id,
      after: { asset: row.asset, units: row.units, txId: row.txId },
      at: context.now,
    });
    return row;
  });
}

/**
 * Confirms a transfer in transit. To an on-chain address, the chain must show the transaction paying
 * that address at least the amount, confirmed (else 409); to the exchange, the admin confirms what the
 * exchange shows (the simulated exchange is credited then, as a real one would be by the deposit).
 */
export async function confirmTransfer(
  services: { db: Db; chain: ChainWatch; exchange: ExchangeConnector | null },
  id: string,
  context: { adminId: string; now: Date },
) {
  const { db, chain, exchange } = services;
  return db.transaction(async (tx) => {
    const [t] = await tx.select().from(treasuryTransfers).where(eq(treasuryTransfers.id, id)).for("update");
    if (!t) throw new AppError("NOT_FOUND", "Transfer not found");
    if (t.status !== "in_transit") throw new AppError("CONFLICT", "This transfer is already confirmed");
    const [to] = await tx.select().from(treasuryLocations).where(eq(treasuryLocations.id, t.toLocationId));
    if (to?.kind === "onchain" && to.address && t.asset !== "USD") {
      const source = chain.mode === "off" ? null : chain.source(CHAIN_COIN[t.asset] as never);
      if (!source) throw new AppError("CONFLICT", "No chain watcher reads this coin: the transfer cannot be checked");
      const found = await source.transaction(t.txId).catch(() => {
        throw new AppError("UNAVAILABLE", "The chain did not answer; try again in a minute");
      });
      // Ethereum addresses compare in any case (an EIP-55 checksum is upper and lower case; nodes answer lower).
      const isTo = (address: string) =>
        t.asset === "BTC" ? address === to.address : address.toLowerCase() === to.address?.toLowerCase();
      const paid = found.found
        ? found.payments.filter((p) => isTo(p.address) && p.confirmations > 0).reduce((n, p) => n + p.units, 0n)
        : 0n;
      if (paid < BigInt(t.units)) {
        throw new AppError("CONFLICT", "The chain does not show this transaction paying the address, confirmed");
      }
    }
    const row = returnedRow(
      await tx
        .update(treasuryTransfers)
        .set({ status: "confirmed", confirmedBy: context.adminId, confirmedAt: context.now })
        .where(eq(treasuryTransfers.id, id))
        .returning(),
      "transfer update",
    );
    if (to?.kind === "exchange" && exchange?.simulated) {
      await creditSimulatedExchange(tx, t.asset, BigInt(t.units));
    }
    await writeAudit(tx, {
      adminId: context.adminId,
      action: "treasury.transfer.confirm",
      targetType: "treasury_transfer",
      targetId: id,
      after: { status: "confirmed" },
      at: context.now,
    });
    return row;
  });
}
