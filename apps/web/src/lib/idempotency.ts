/** A fresh Idempotency-Key for one user action; reuse it when retrying that same action. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
