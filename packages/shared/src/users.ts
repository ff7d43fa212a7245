import { z } from "zod";
import { ZDollars, ZTimestamp } from "./fields.ts";

/** The user as the API returns it (docs/product-rules.md §7.2, with §1's card rule). */
export const ZUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.object({ firstname: z.string(), lastname: z.string() }),
  /** Wallet balance in dollars: the sum of the user's ledger entries. */
  wallet: ZDollars,
  isVerified: z.boolean(),
  /** The member opened the link sent to `email` (accounts older than e-mail proof count as confirmed). */
  isEmailConfirmed: z.boolean(),
  isAdmin: z.boolean(),
  imageUrl: z.string().nullable(),
  cardDetails: z
    .object({ cardName: z.string(), brand: z.string(), last4: z.string(), expiryDate: z.string() })
    .nullable(),
  riskAcceptedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TUser = z.infer<typeof ZUser>;

/** An admin as a log or a queue names them: `name` is the first and last name ("Ada Lovelace"). */
export const ZAdminSummary = z.object({ id: z.string(), username: z.string(), name: z.string() });
export type TAdminSummary = z.infer<typeof ZAdminSummary>;
