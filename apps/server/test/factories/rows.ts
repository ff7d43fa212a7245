import { randomBytes } from "node:crypto";
import type { Db } from "../../src/db/client.ts";
import {
  coursePayments,
  deposits,
  files,
  ledgerEntries,
  users,
  verificationRequests,
  withdrawals,
} from "../../src/db/schema.ts";

type DepositStatus = "pending" | "accepted" | "denied" | "withdrawn";

/** Rows of other domains, inserted directly so the admin tests do not depend on their endpoints. */
export const testRows = {
  /** Users one second apart, the last newest. */
  users: (db: Db, rows: { username: string; email?: string; first?: string; last?: string }[]) => {
    const start = Date.now() - rows.length * 1000;
    return db
      .insert(users)
      .values(
        rows.map((r, i) => ({
          username: r.username,
          email: r.email ?? `${r.username}@example.test`,
          firstName: r.first ?? "Plain",
          lastName: r.last ?? "Person",
          passwordHash: "x",
          createdAt: new Date(start + i * 1000),
        })),
      )
      .returning();
  },
  deposit: (db: Db, userId: string, options: { status?: DepositStatus; amountCents?: number; createdAt?: Date } = {}) =>
    db
      .insert(deposits)
      .values({
        userId,
        planName: "Standard",
        planRoiBp: 1000,
        amountCents: options.amountCents ?? 50_000,
        method: "crypto",
        coin: "BTC",
        status: options.status ?? "pending",
        createdAt: options.createdAt,
      })
      .returning()
      .then((r) => r[0]!),
  withdrawal: (db: Db, userId: string, status: "pending" | "approved" | "denied" | "cancelled" = "pending") =>
    db
      .insert(withdrawals)
      .values({
        userId,
        amountCents: 10_000,
        address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
        coin: "BTC",
        status,
      })
      .returning()
      .then((r) => r[0]!),
  coursePayment: (db: Db, userId: string, status: "pending" | "accepted" | "denied" = "pending") =>
    db
      .insert(coursePayments)
      .values({ userId, course: "monthly", amountCents: 25_000, method: "crypto", status })
      .returning()
      .then((r) => r[0]!),
  verification: async (db: Db, userId: string, status: "pending" | "accepted" | "denied" = "pending") => {
    const [front, back] = await db
      .insert(files)
      .values(
        ["front", "back"].map((side) => ({
          ownerId: userId,
          kind: "identity" as const,
          storedName: `${side}-${randomBytes(8).toString("hex")}.png`,
          mime: "image/png",
          sizeBytes: 10,
          isPublic: false,
        })),
      )
      .returning();
    const [row] = await db
      .insert(verificationRequests)
      .values({
        userId,
        phone: "+15555550100",
        ssnEncrypted: "x",
        ssnLast4: "6789",
        label: "id_card",
        frontFileId: front!.id,
        backFileId: back!.id,
        status,
      })
      .returning();
    return row!;
  },
  credit: (db: Db, userId: string, amountCents: number, reason = "test credit") =>
    db
      .insert(ledgerEntries)
      .values({ userId, kind: "admin_adjustment", amountCents, reason })
      .returning()
      .then((r) => r[0]!),
};
