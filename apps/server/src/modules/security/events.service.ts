import { SECURITY_EVENT_TEXT, type TSecurityEvent, type TSecurityEventKind } from "@vaultline/shared";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { securityEvents } from "../../db/schema.ts";
import { describeDevice } from "./device.ts";
import type { Client } from "./sessions.service.ts";

/** Records one security event for the member's security page (call it in the event's transaction). */
export async function recordSecurityEvent(
  db: Db,
  event: { userId: string; kind: TSecurityEventKind; at: Date; client?: Client; detail?: string },
): Promise<void> {
  await db.insert(securityEvents).values({
    userId: event.userId,
    kind: event.kind,
    ip: event.client?.ip ?? null,
    userAgent: event.client?.userAgent.slice(0, 500) ?? null,
    detail: event.detail ?? null,
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
  return rows.map((r) => {
    const kind = r.kind as TSecurityEventKind;
    return {
      _id: r.id,
      kind,
      text: SECURITY_EVENT_TEXT[kind] ?? r.kind,
      device: r.userAgent === null ? null : describeDevice(r.userAgent),
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
