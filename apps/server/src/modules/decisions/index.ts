export { FOUR_EYES_WINDOW_MS, refuseAppointedPair } from "./appointed-pairs.ts";
export { type AuditAction, type AuditEntry, writeAudit } from "./audit.ts";
export { decide, lockItem, updateFrom } from "./decision.ts";
export { refuseOwnRequest } from "./own-requests.ts";
