import { MESSAGES, SECURITY_MESSAGES } from "@vaultline/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";
import { readToken } from "../lib/jwt.ts";

/**
 * How the auth hook finds a token's user and checks its session. app.ts hands them in (the users and
 * security modules own them), so this plugin imports no module.
 */
export type AuthLookups = {
  /** The user's row (from the per-process user cache), or undefined when there is none. */
  findUser: (userId: string) => Promise<UserRow | undefined>;
  /**
   * The session if it is still open for this user at `now` (each use slides it); an ended one says why
   * (`endedMessage`, plain words); null when the token names no session of this user.
   */
  readOpenSession: (input: {
    sessionId: string;
    userId: string;
    isAdmin: boolean;
    now: Date;
  }) => Promise<{ hasTwoFactor: boolean; passedTwoFactor: boolean } | { endedMessage: string } | null>;
};

/** Reads the bearer token on every request; a bad token on a protected route is a 401 there. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("hasEndedSession", false);
  app.decorateRequest("endedSessionMessage", null);
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
    const user = await app.authLookups.findUser(claims.userId);
    if (!user) return;
    const session = await app.authLookups.readOpenSession({
      sessionId: claims.sessionId,
      userId: user.id,
      isAdmin: user.isAdmin,
      now: app.clock.now(),
    });
    if (!session || "endedMessage" in session) {
      request.hasEndedSession = true;
      request.endedSessionMessage = session?.endedMessage ?? null;
      return;
    }
    request.user = user;
    request.sessionId = claims.sessionId;
    request.twoFactor = { isEnabled: session.hasTwoFactor, isSessionVerified: session.passedTwoFactor };
  }
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.hasEndedSession) {
    // The sign-in page shows why (the web app keeps the message when it signs the member out).
    throw new AppError("UNAUTHENTICATED", request.endedSessionMessage ?? SECURITY_MESSAGES.sessionEnded);
  }
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
