import { MESSAGES, SECURITY_MESSAGES } from "@vaultline/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { readToken } from "../lib/jwt.ts";
import { readOpenSession } from "../modules/security/sessions.service.ts";
import { findUserById, type UserRow } from "../modules/users/users.service.ts";

/** Reads the bearer token on every request; a bad token on a protected route is a 401 there. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("hasEndedSession", false);
  app.decorateRequest("twoFactor", null);
  // A callback hook, so the many requests without a token cost no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith("Bearer ")) return done();
    authenticate(request, header.slice(7).trim()).then(() => done(), done);
  });

  async function authenticate(request: FastifyRequest, token: string): Promise<void> {
    const claims = await readToken(token, app.config.jwtSecret);
    if (!claims) return;
    const user = await app.userCache.get(claims.userId, (id) => findUserById(app.db, id));
    if (!user) return;
    const session = await readOpenSession(app.db, {
      sessionId: claims.sessionId,
      userId: user.id,
      isAdmin: user.isAdmin,
      now: app.clock.now(),
      policy: app.config.sessions,
    });
    if (!session) {
      request.hasEndedSession = true;
      return;
    }
    request.user = user;
    request.sessionId = claims.sessionId;
    request.twoFactor = { isEnabled: session.hasTwoFactor, isSessionVerified: session.passedTwoFactor };
  }
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.hasEndedSession) throw new AppError("UNAUTHENTICATED", SECURITY_MESSAGES.sessionEnded);
  if (!request.user) throw new AppError("UNAUTHENTICATED", MESSAGES.unauthenticated);
}

export async function requireVerified(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.user?.isVerified) {
    throw new AppError(
      "FORBIDDEN",
      "Verify your identity before withdrawing. Go to Verification to submit your documents.",
    );
  }
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.user?.isAdmin) throw new AppError("FORBIDDEN", MESSAGES.adminOnly);
}

/**
 * The /api/admin scope's check: an admin, with two-factor authentication on, in a session that passed
 * it. An admin without it is told to set it up (the web app sends them to /security).
 */
export async function requireAdminWithTwoFactor(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
  if (!request.twoFactor?.isEnabled) throw new AppError("FORBIDDEN", SECURITY_MESSAGES.setupRequired);
  if (!request.twoFactor.isSessionVerified) throw new AppError("FORBIDDEN", SECURITY_MESSAGES.sessionNotVerified);
}

/** The session of the signed-in request; only for handlers behind requireUser. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError("UNAUTHENTICATED", MESSAGES.unauthenticated);
  return request.sessionId;
}

/** The signed-in user; only for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError("UNAUTHENTICATED", MESSAGES.unauthenticated);
  return request.user;
}
