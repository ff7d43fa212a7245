import { ADMIN_MESSAGES } from "@vaultline/shared";
import { AppError } from "../../lib/app-error.ts";

/**
 * No admin decides on their own money or identity: their withdrawal, deposit, verification, course
 * payment or wallet adjustment is decided by another admin, whatever the amount (409).
 */
export function refuseOwnRequest(adminId: string, memberId: string): void {
  if (adminId === memberId) throw new AppError("CONFLICT", ADMIN_MESSAGES.ownRequest);
}
