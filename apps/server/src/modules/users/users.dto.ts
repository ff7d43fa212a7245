import { type TUser, type TUserSummary, toDollars } from "@vaultline/shared";
import type { UserRow, users } from "../../db/schema.ts";
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

/** A member as an admin list names them (a deposit's or a withdrawal's owner). */
export type UserSummaryRow = Pick<UserRow, "id" | "username" | "email" | "firstName" | "lastName">;

export function toUserSummary(user: UserSummaryRow): TUserSummary {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: { firstname: user.firstName, lastname: user.lastName },
  };
}

/** The columns of a UserSummaryRow, for a select beside another table's row. */
export const userSummaryColumns = (u: typeof users) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
});
