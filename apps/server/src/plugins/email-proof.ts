import { EMAIL_MESSAGES } from "@vaultline/shared";
import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { requireUser } from "./auth.ts";

/**
 * Signed in with a proven e-mail address: before money moves (deposits, withdrawals, course
 * payments, new payout addresses), the mail that reports it must reach the member.
 */
export async function requireConfirmedEmail(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.user?.emailConfirmedAt) throw new AppError("FORBIDDEN", EMAIL_MESSAGES.confirmFirst);
}
