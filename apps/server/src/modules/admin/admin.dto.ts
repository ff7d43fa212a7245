import {
  type TAccountGuard,
  type TAdminUserRow,
  type TAuditEntry,
  type TAuditTarget,
  type TUser,
  type TUserOverview,
  toDollars,
} from "@vaultline/shared";
import type { coursePayments, deposits, ledgerEntries, withdrawals } from "../../db/schema.ts";
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
    id: r.id,
    username: r.username,
    email: r.email,
    name: { firstname: r.first_name, lastname: r.last_name },
    wallet: toDollars(Number(r.balance_cents)),
    isVerified: r.is_verified,
    isAdmin: r.is_admin,
    imageUrl: fileUrl(r.image_file_id),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

type OverviewRows = {
  user: TUser;
  guard: TAccountGuard;
  deposits: (typeof deposits.$inferSelect)[];
  withdrawals: (typeof withdrawals.$inferSelect)[];
  coursePayments: (typeof coursePayments.$inferSelect)[];
  ledger: (typeof ledgerEntries.$inferSelect)[];
};

/** One user with their money as an admin reads it; the anti-phishing code stays the member's. */
export function toUserOverview(rows: OverviewRows): TUserOverview {
  const { antiPhishingCode: _theirsAlone, ...guardForAdmins } = rows.guard;
  return {
    user: rows.user,
    guard: guardForAdmins,
    deposits: rows.deposits.map((d) => ({
      id: d.id,
      amount: toDollars(d.amountCents),
      status: d.status,
      createdAt: d.createdAt.toISOString(),
      planName: d.planName,
      method: d.method,
      denyReason: d.denyReason,
    })),
    withdrawals: rows.withdrawals.map((w) => ({
      id: w.id,
      amount: toDollars(w.amountCents),
      status: w.status,
      createdAt: w.createdAt.toISOString(),
      address: w.address,
      network: w.coin,
      denyReason: w.denyReason,
    })),
    coursePayments: rows.coursePayments.map((c) => ({
      id: c.id,
      amount: toDollars(c.amountCents),
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      course: c.course,
      method: c.method,
    })),
    ledger: rows.ledger.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: toDollars(e.amountCents),
      reason: e.reason,
      createdBy: e.createdBy,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

export type AuditRow = {
  id: string;
  admin_id: string | null;
  admin_username: string | null;
  admin_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: Date | string;
};

export function toAuditEntry(r: AuditRow, target: TAuditTarget | undefined): TAuditEntry {
  return {
    id: r.id,
    admin: r.admin_id
      ? { id: r.admin_id, username: r.admin_username ?? "(deleted)", name: r.admin_name ?? "A deleted admin" }
      : null,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: r.before,
    after: r.after,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    target: target ?? { person: null, amount: null, name: null, isFound: false },
  };
}
