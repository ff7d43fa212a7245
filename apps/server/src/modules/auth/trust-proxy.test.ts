import { describe, expect, it } from "vitest";
import { call, createTestApp, signupBody, type TestApp } from "../../../test/helpers.ts";
import { DEFAULT_RATE_LIMITS, parseTrustProxy } from "../../config.ts";

describe("parseTrustProxy (TRUST_PROXY)", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    [" true ", true],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.0/8, 127.0.0.1,,fd00::/8", ["10.0.0.0/8", "127.0.0.1", "fd00::/8"]],
  ])("%j → %j", (value, expected) => expect(parseTrustProxy(value)).toEqual(expected));

  it("trusts a hop count of proxies in front of the app", () => {
    const trust = parseTrustProxy("2");
    expect(typeof trust).toBe("function");
    const isTrusted = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => isTrusted("203.0.113.9", hop))).toEqual([true, true, false]);
  });
});

// The signup limit (2 per address here) shows which address the limits key on.
const rateLimits = { ...DEFAULT_RATE_LIMITS, signupPerIp: 2 };
const behindProxy = await createTestApp({ trustProxy: ["127.0.0.1"], rateLimits });
const direct = await createTestApp({ rateLimits });

let serial = 0;
function signupVia(app: TestApp, forwardedFor: string) {
  serial += 1;
  return call(app, {
    method: "POST",
    url: "/api/signup",
    headers: { "x-forwarded-for": forwardedFor },
    payload: signupBody(`proxy${serial}`),
  });
}

describe("client address behind a trusted proxy", () => {
  it("keys the limits on X-Forwarded-For when the proxy (127.0.0.1, inject's address) is trusted", async () => {
    const statuses = [];
    for (const address of ["203.0.113.1", "203.0.113.1", "203.0.113.1", "203.0.113.2"]) {
      statuses.push((await signupVia(behindProxy, address)).status);
    }
    expect(statuses).toEqual([201, 201, 429, 201]);
  });

  it("ignores X-Forwarded-For by default: every request comes from the socket's address", async () => {
    const statuses = [];
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      statuses.push((await signupVia(direct, address)).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
