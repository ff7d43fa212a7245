import { createHmac, randomUUID } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";

// A browser that has signed in to an account keeps a signed cookie naming that account and a random
// device id. Its password attempts on that account count against the device's own allowance, so the
// owner's known devices are never slowed by guesses from elsewhere (OWASP's device cookies against
// credential stuffing). The cookie opens nothing by itself: it only says which allowance to use.

/** Long-lived, within the 400 days browsers keep a cookie at most. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Sent only to the sign-in call, the one place that reads it. */
const COOKIE_PATH = "/api/login";

/** One cookie per account, so a browser shared by two members is a known device of both. */
function cookieName(userId: string): string {
  return `vl_device_${userId.replaceAll("-", "")}`;
}

/** Signs and reads the device cookies of the routes registered after it (the sign-in routes). */
export async function registerDeviceCookies(app: FastifyInstance, config: Config): Promise<void> {
  // A key of its own, derived from the token secret: a device cookie can never pass for a token.
  const secret = createHmac("sha256", config.jwtSecret).update("vaultline device cookie").digest();
  await app.register(fastifyCookie, { secret });
}

/** The device id of this browser's valid cookie for `userId`, or null (none, altered, or another account's). */
export function knownDeviceOf(request: FastifyRequest, userId: string): string | null {
  const raw = request.cookies[cookieName(userId)];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return null;
  const [owner, deviceId] = value.split(".");
  return owner === userId && deviceId ? deviceId : null;
}

export function newDeviceId(): string {
  return randomUUID();
}

/** Marks this browser as a known device of `userId` (again: each sign-in renews the year). */
export function setDeviceCookie(reply: FastifyReply, config: Config, userId: string, deviceId: string): void {
  reply.setCookie(cookieName(userId), `${userId}.${deviceId}`, {
    signed: true,
    httpOnly: true,
    secure: config.publicUrl.startsWith("https:"),
    sameSite: "lax",
    path: COOKIE_PATH,
    maxAge: MAX_AGE_SECONDS,
  });
}
