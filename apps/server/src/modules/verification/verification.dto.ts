import { maskSsn, type TVerificationRequest } from "@vaultline/shared";
import type { verificationRequests } from "../../db/schema.ts";
import { type FileLinkSigner, fileUrl } from "../files/index.ts";
import type { UserRow } from "../users/index.ts";
export type RequestRow = typeof verificationRequests.$inferSelect;
type Owner = Pick<UserRow, "username" | "email" | "firstName" | "lastName">;

/** The DTO, SSN masked: a whole one is revealed only apart, with a reason (ssn-reveal.ts). */
export function toRequestDto(row: RequestRow, owner: Owner, linkTo: FileLinkSigner): TVerificationRequest {
  const ssn = maskSsn(row.ssnLast4);
  return {
    id: row.id,
    userId: row.userId,
    name: owner.username,
    fullName: `${owner.firstName} ${owner.lastName}`,
    email: owner.email,
    label: row.label,
    status: row.status,
    phone: row.phone,
    ssn,
    metadata: [
      { side: "front", image: fileUrl(row.frontFileId) ?? "", path: linkTo(row.frontFileId) },
      { side: "back", image: fileUrl(row.backFileId) ?? "", path: linkTo(row.backFileId) },
    ],
    denyReasonCode: (row.denyReasonCode as TVerificationRequest["denyReasonCode"]) ?? null,
    denyReason: row.denyReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
