import type { TAdminUserRow } from "@vaultline/shared";
import { fileUrl } from "../files/index.ts";
export type UserListRow = {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_verified: boolean;
  is_admin: boolean;
  image_file_id: string | null;
  created_at: Date | string;
  balance_cents: number | string;
};

export function toRow(r: UserListRow): TAdminUserRow {
  return {
    _id: r.id,
    username: r.username,
    email: r.email,
    name: { firstname: r.first_name, lastname: r.last_name },
    wallet: Number(r.balance_cents) / 100,
    isVerified: r.is_verified,
    isAdmin: r.is_admin,
    imageUrl: fileUrl(r.image_file_id),
    createdAt: new Date(r.created_at).toISOString(),
  };
}
