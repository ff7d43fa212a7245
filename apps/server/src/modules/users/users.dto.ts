import { type TUser, toDollars } from "@vaultline/shared";
import type { UserRow } from "../../db/schema.ts";
import { fileUrl } from "../files/index.ts";

/** The member as the API shows them; `row` must be read after any ledger change it should show. */
export function toUserDto(row: UserRow): TUser {
  const hasCard = row.cardLast4 && row.cardBrand;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: { firstname: row.firstName, lastname: row.lastName },
    wallet: toDollars(row.balanceCents),
    isVerified: row.isVerified,
    isEmailConfirmed: row.emailConfirmedAt !== null,
    isAdmin: row.isAdmin,
    imageUrl: fileUrl(row.imageFileId),
    cardDetails: hasCard
      ? {
          cardName: row.cardName ?? "",
          brand: row.cardBrand ?? "",
          last4: row.cardLast4 ?? "",
          expiryDate: row.cardExpiry ?? "",
        }
      : null,
    riskAcceptedAt: row.riskAcceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
