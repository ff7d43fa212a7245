import type { TSecurityEvent, TSecurityEventKind } from "@vaultline/shared";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { securityEvents } from "../../db/schema.ts";
import { toSecurityEvent } from "./security.dto.ts";
import type { Client } from "./sessions.service.ts";

export type SecurityEventInput = {
  userId: string;
  /** A key of SECURITY_EVENT_TEXT (packages/shared/src/security.ts): add a kind there, one line. */
  kind: TSecurityEventKind;
  at: Date;
  /** Shown after the event's text, e.g. which address was added (plain words, no secrets). */
  detail?: string;
  /** The device and address the event came from, when a request caused it. */
  client?: Client;
};

/**
 * Records one security event for the member's security page. Any domain may call it; call it with the
 * transaction of the change it reports, so a rolled-back change leaves no event.
 */
export async function recordSecurityEvent(db: Db, event: SecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({
    userId: event.userId,
    kind: event.kind,
    ip: event.client?.ip ?? null,
    userAgent: event.client?.userAgent.slice(0, 500) ?? null,
    detail: event.detail?.slice(0, 500) ?? null,
    createdAt: event.at,
  });
}

/** The member's last 50 security events, newest first, in plain words. */
export async function listSecurityEvents(db: Db, userId: string): Promise<TSecurityEvent[]> {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt))
    .limit(50);
  return rows.map(toSecurityEvent);
}
