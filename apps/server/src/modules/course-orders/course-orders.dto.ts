import { type TAdminCoursePayment, type TCoursePayment, toDollars } from "@vaultline/shared";
import type { coursePayments, UserRow } from "../../db/schema.ts";
import { toPaymentQuote } from "../crypto/index.ts";
import { fileUrl } from "../files/index.ts";

type Row = typeof coursePayments.$inferSelect;

export function toCoursePaymentDto(r: Row): TCoursePayment {
  return {
    id: r.id,
    course: r.course,
    amount: toDollars(r.amountCents),
    method: r.method,
    status: r.status,
    denyReason: r.denyReason,
    proofUrl: fileUrl(r.proofFileId),
    card: r.cardBrand && r.cardLast4 ? { brand: r.cardBrand, last4: r.cardLast4 } : null,
    currency: r.coin,
    txId: r.txId,
    quote: toPaymentQuote(r),
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

export function toAdminCoursePaymentDto(
  payment: Row,
  user: Pick<UserRow, "id" | "username" | "email" | "firstName" | "lastName">,
): TAdminCoursePayment {
  return {
    ...toCoursePaymentDto(payment),
    user: { id: user.id, username: user.username, email: user.email, name: `${user.firstName} ${user.lastName}` },
  };
}
