export {
  assertGuardsAllow,
  CHANGES_OF_CONTROL,
  type Guarded,
  getAccountGuard,
  guardsStopChanges,
  isAccountFrozen,
  lastGuardStart,
  readGuard,
  requireGuardsAllow,
  SPENDING,
} from "./account-guard.ts";
export { clientOf } from "./client.ts";
export { recordSecurityEvent } from "./events.service.ts";
export { guardMailer } from "./guarded-mail.ts";
export { startPasskeyAssertion, verifyPasskeyAssertion } from "./passkeys.service.ts";
export { securityRoutes } from "./security.routes.ts";
export { type Client, endSessions, hearUserChange, openSession, readOpenSession } from "./sessions.service.ts";
export { startSession } from "./sign-in.ts";
export { requireStepUp } from "./step-up.ts";
export { newTotpSecret, totpCode } from "./totp.ts";
export {
  checkSignInCode,
  enrolWithSecret,
  ensureAdminTwoFactor,
  requireWithdrawalCode,
  type SpendCode,
} from "./two-factor.service.ts";
