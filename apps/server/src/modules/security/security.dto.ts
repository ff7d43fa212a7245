import { SECURITY_EVENT_TEXT, type TPasskey, type TSecurityEvent, type TSession } from "@vaultline/shared";
import type { passkeys, securityEvents, sessions } from "../../db/schema.ts";
import { describeDevice } from "./device.ts";

const EVENT_TEXTS: Record<string, string> = SECURITY_EVENT_TEXT;

export function toSecurityEvent(r: typeof securityEvents.$inferSelect): TSecurityEvent {
  return {
    id: r.id,
    kind: r.kind,
    text: EVENT_TEXTS[r.kind] ?? r.kind.replaceAll("_", " "),
    detail: r.detail,
    device: r.userAgent === null ? null : describeDevice(r.userAgent),
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toPasskey(r: typeof passkeys.$inferSelect): TPasskey {
  return {
    id: r.id,
    name: r.name,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  };
}

export function toSession(r: typeof sessions.$inferSelect, currentSessionId: string): TSession {
  return {
    id: r.id,
    device: describeDevice(r.userAgent),
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    isCurrent: r.id === currentSessionId,
  };
}
