import {
  ADDRESS_BOOK_MAX,
  ADDRESS_BOOK_MESSAGES,
  addressKey,
  COIN_LABELS,
  type TPayoutCoin,
  type TSavedAddress,
} from "@vaultline/shared";
import { and, asc, eq } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { users, withdrawalAddresses } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { sendMailJob } from "../../jobs/send-mail.ts";
import { AppError } from "../../lib/app-error.ts";
import { mailTo } from "../../lib/mail-templates/mail-template.ts";
import { addressAddedMail } from "../../lib/mail-templates/security.ts";
import { lockWallet } from "../../lib/wallet-lock.ts";
import type { Client } from "../security/index.ts";
import { recordSecurityEvent } from "../security/index.ts";
import { toDto } from "./address-book.dto.ts";

type AddressRow = typeof withdrawalAddresses.$inferSelect;

export async function listAddresses(db: Db, userId: string, now: Date): Promise<TSavedAddress[]> {
  const rows = await db
    .select()
    .from(withdrawalAddresses)
    .where(eq(withdrawalAddresses.userId, userId))
    .orderBy(asc(withdrawalAddresses.createdAt), asc(withdrawalAddresses.id));
  return rows.map((r) => toDto(r, now));
}

/**
 * Saves a payout destination, held for `holdMs` before its first use, and tells the member by
 * e-mail (in the same transaction): a hijacked session cannot add an address and empty the wallet
 * before the owner hears of it. The row lock on the member keeps the book under its size limit.
 */
export async function addAddress(
  db: Db,
  jobs: JobQueue,
  input: {
    userId: string;
    coin: TPayoutCoin;
    address: string;
    label: string | null;
    holdMs: number;
    client: Client;
    now: Date;
  },
): Promise<TSavedAddress> {
  const key = addressKey(input.coin, input.address);
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!user) throw new AppError("NOT_FOUND", "User not found");
    const existing = await tx
      .select({ key: withdrawalAddresses.addressKey, coin: withdrawalAddresses.coin })
      .from(withdrawalAddresses)
      .where(eq(withdrawalAddresses.userId, input.userId));
    if (existing.some((e) => e.key === key && e.coin === input.coin)) {
      throw new AppError("CONFLICT", ADDRESS_BOOK_MESSAGES.duplicate, [
        { field: "address", message: ADDRESS_BOOK_MESSAGES.duplicate },
      ]);
    }
    if (existing.length >= ADDRESS_BOOK_MAX) throw new AppError("BAD_REQUEST", ADDRESS_BOOK_MESSAGES.full);
    const row = returnedRow(
      await tx
        .insert(withdrawalAddresses)
        .values({
          userId: input.userId,
          coin: input.coin,
          address: input.address,
          addressKey: key,
          label: input.label,
          createdAt: input.now,
          usableFrom: new Date(input.now.getTime() + input.holdMs),
        })
        .returning(),
      "address insert",
    );
    await recordSecurityEvent(tx, {
      userId: input.userId,
      kind: "address_added",
      client: input.client,
      at: input.now,
      detail: `${COIN_LABELS[input.coin].withNetwork} ${input.address}`,
    });
    const added = { coin: input.coin, address: input.address, label: input.label, usableFrom: row.usableFrom };
    await jobs.enqueue(
      tx,
      sendMailJob,
      mailTo(user, addressAddedMail(user, added), { userId: user.id, isSecurity: true }),
    );
    return toDto(row, input.now);
  });
}

/**
 * Takes the member's row lock before the address (the lock order of every money path), so a removal
 * waits for the withdrawals already running and every later one finds the address gone.
 */
export async function removeAddress(db: Db, input: { userId: string; id: string; client: Client; now: Date }) {
  await db.transaction(async (tx) => {
    await lockWallet(tx, input.userId);
    const [removed] = await tx
      .delete(withdrawalAddresses)
      .where(and(eq(withdrawalAddresses.id, input.id), eq(withdrawalAddresses.userId, input.userId)))
      .returning();
    if (!removed) throw new AppError("NOT_FOUND", ADDRESS_BOOK_MESSAGES.notFound);
    await recordSecurityEvent(tx, {
      userId: input.userId,
      kind: "address_removed",
      client: input.client,
      at: input.now,
      detail: `${COIN_LABELS[removed.coin].withNetwork} ${removed.address}`,
    });
  });
}

/**
 * The saved, released address a withdrawal may go to, or a 400 saying why not: not in the book
 * (add it first), or still in its holding period (usable from when).
 */
export async function usableAddress(
  tx: Db,
  input: { userId: string; coin: TPayoutCoin; address: string; now: Date },
): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(withdrawalAddresses)
    .where(
      and(
        eq(withdrawalAddresses.userId, input.userId),
        eq(withdrawalAddresses.coin, input.coin),
        eq(withdrawalAddresses.addressKey, addressKey(input.coin, input.address)),
      ),
    )
    // A concurrent removal waits for the withdrawal that uses the address (and vice versa).
    .for("share");
  if (!row) {
    throw new AppError("BAD_REQUEST", ADDRESS_BOOK_MESSAGES.unknown, [
      { field: "address", message: ADDRESS_BOOK_MESSAGES.unknown },
    ]);
  }
  if (row.usableFrom.getTime() > input.now.getTime()) {
    const message = ADDRESS_BOOK_MESSAGES.held(row.usableFrom);
    throw new AppError("BAD_REQUEST", message, [{ field: "address", message }]);
  }
  return row;
}
