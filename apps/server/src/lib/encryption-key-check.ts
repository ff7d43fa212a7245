import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import { decrypt } from "./secrets.ts";

export const WRONG_ENCRYPTION_KEY =
  "ENCRYPTION_KEY cannot open the secrets this database holds (two-factor keys, identity numbers). " +
  "Start with the key they were sealed with.";

/**
 * Refuses to start with a key that cannot open the sealed values already stored: otherwise every
 * two-factor sign-in and identity review would fail later, one request at a time.
 */
export async function assertEncryptionKeyOpensStoredSecrets(db: Db, key: Buffer): Promise<void> {
  const rows = await queryRows<{ sealed: string }>(
    db,
    sql`(SELECT secret_sealed AS sealed FROM two_factor LIMIT 1)
        UNION ALL (SELECT ssn_encrypted AS sealed FROM verification_requests LIMIT 1)`,
  );
  for (const { sealed } of rows) {
    try {
      decrypt(sealed, key);
    } catch {
      throw new Error(WRONG_ENCRYPTION_KEY);
    }
  }
}
