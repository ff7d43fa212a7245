import { LEGAL_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** Records that the member accepted `version`, which must be the one in force (they read what they accept). */
export async function acceptTerms(
  db: Db,
  input: { userId: string; version: string; currentVersion: string; now: Date },
): Promise<void> {
  if (input.version !== input.currentVersion) throw new AppError("BAD_REQUEST", LEGAL_MESSAGES.staleTermsVersion);
  await db
    .update(users)
    .set({ termsAcceptedVersion: input.version, termsAcceptedAt: input.now })
    .where(eq(users.id, input.userId));
}
