import {
  type TPage,
  type TVerificationFields,
  type TVerificationRequest,
  type TVerificationStatus,
  VERIFICATION_MESSAGES,
} from "@vaultline/shared";
import { and, count, desc, eq } from "drizzle-orm";
import { type Db, returnedRow } from "../../db/client.ts";
import { users, verificationRequests } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { encrypt } from "../../lib/secrets.ts";
import type { Storage } from "../../lib/storage.ts";
import type { Upload } from "../files/index.ts";
import { type FileLinkSigner, withFileWrites } from "../files/index.ts";
import type { UserRow } from "../users/index.ts";
import { type RequestRow, toRequestDto } from "./verification.dto.ts";

export type { RequestRow };

/**
 * Stores both document pages and the request in one transaction. A second request while one is
 * pending is a 409 (checked first so nothing is written; the partial unique index settles races).
 */
export async function submitVerification(
  db: Db,
  deps: { storage: Storage; encryptionKey: Buffer },
  user: UserRow,
  input: TVerificationFields & { front: Upload; back: Upload },
): Promise<RequestRow> {
  if (user.isVerified) throw new AppError("CONFLICT", VERIFICATION_MESSAGES.alreadyVerified);
  const [pending] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, user.id), eq(verificationRequests.status, "pending")));
  if (pending) throw new AppError("CONFLICT", VERIFICATION_MESSAGES.alreadyPending);

  const digits = input.ssn.replace(/\D/g, "");
  try {
    return await withFileWrites(deps.storage, [input.front, input.back], (writes) =>
      db.transaction(async (tx) => {
        const meta = { kind: "identity", ownerId: user.id } as const;
        const frontFileId = await writes.store(tx, input.front, meta);
        const backFileId = await writes.store(tx, input.back, meta);
        const row = returnedRow(
          await tx
            .insert(verificationRequests)
            .values({
              userId: user.id,
              phone: input.phone,
              ssnEncrypted: encrypt(digits, deps.encryptionKey),
              ssnLast4: digits.slice(-4),
              label: input.label,
              frontFileId,
              backFileId,
            })
            .returning(),
          "verification insert",
        );
        return row;
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", VERIFICATION_MESSAGES.alreadyPending);
    throw error;
  }
}

/** The user's newest request, or null. */
export async function getLatestRequest(
  db: Db,
  user: UserRow,
  linkTo: FileLinkSigner,
): Promise<TVerificationRequest | null> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, user.id))
    .orderBy(desc(verificationRequests.createdAt))
    .limit(1);
  return row ? toRequestDto(row, user, linkTo) : null;
}

/** Requests by status, newest first, one page; SSNs masked. */
export async function listRequests(
  db: Db,
  query: { status: Exclude<TVerificationStatus, "accepted">; page: number; pageSize: number },
  linkTo: FileLinkSigner,
): Promise<TPage<TVerificationRequest>> {
  const where = eq(verificationRequests.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: verificationRequests,
        owner: { username: users.username, email: users.email, firstName: users.firstName, lastName: users.lastName },
      })
      .from(verificationRequests)
      .innerJoin(users, eq(users.id, verificationRequests.userId))
      .where(where)
      .orderBy(desc(verificationRequests.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(verificationRequests).where(where),
  ]);
  return {
    items: rows.map((r) => toRequestDto(r.request, r.owner, linkTo)),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

export async function findRequestWithOwner(
  db: Db,
  id: string,
): Promise<{ request: RequestRow; owner: UserRow } | undefined> {
  const [row] = await db
    .select({ request: verificationRequests, owner: users })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(eq(verificationRequests.id, id));
  return row;
}

/** Counts pending requests (for dashboards). */
export async function countPendingRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationRequests)
    .where(eq(verificationRequests.status, "pending"));
  return row?.n ?? 0;
}
