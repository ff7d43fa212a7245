import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

// Secrets given, so nothing is generated on disk.
const base = { JWT_SECRET: "x".repeat(32), ENCRYPTION_KEY: randomBytes(32).toString("hex") };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

const OPERATOR = {
  OPERATOR_NAME: "Example Markets Ltd",
  OPERATOR_ADDRESS: "1 Example Street, London EC1A 1AA, United Kingdom",
  OPERATOR_REGISTRATION: "Company no. 01234567 (England and Wales)",
  OPERATOR_CONTACT_EMAIL: "support@example.com",
  OPERATOR_LICENCE: "Not licensed: demo of a regulated firm",
};

describe("the operator settings", () => {
  it("leave a development start as a demo installation when none is set", () => {
    expect(load({}).operator).toBeUndefined();
  });

  it("name the company when all are set", () => {
    expect(load(OPERATOR).operator).toEqual({
      name: "Example Markets Ltd",
      address: "1 Example Street, London EC1A 1AA, United Kingdom",
      registration: "Company no. 01234567 (England and Wales)",
      contactEmail: "support@example.com",
      licence: "Not licensed: demo of a regulated firm",
    });
  });

  it("refuse a production start without them, naming what is missing", () => {
    expect(() => load({ NODE_ENV: "production" })).toThrow(
      /NODE_ENV=production needs the company that runs this site; set OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_REGISTRATION, OPERATOR_CONTACT_EMAIL, OPERATOR_LICENCE/,
    );
    const { OPERATOR_LICENCE: _, ...withoutLicence } = OPERATOR;
    expect(() => load({ NODE_ENV: "production", ...withoutLicence })).toThrow(/set OPERATOR_LICENCE$/);
    expect(load({ NODE_ENV: "production", ...OPERATOR }).operator?.name).toBe("Example Markets Ltd");
  });

  it("go together, and the contact must be an e-mail address", () => {
    expect(() => load({ OPERATOR_NAME: "Example Markets Ltd" })).toThrow(/the operator settings go together/);
    expect(() => load({ ...OPERATOR, OPERATOR_CONTACT_EMAIL: "support" })).toThrow(
      /OPERATOR_CONTACT_EMAIL must be an e-mail address/,
    );
  });
});

describe("the test and demo switches", () => {
  it("each refuse a production start, naming the setting", () => {
    for (const [key, value] of [
      ["TEST_CLOCK", "true"],
      ["CHAIN_WATCH", "simulated"],
      ["PAYMENT_GATEWAY", "sandbox"],
    ] as const) {
      expect(() => load({ NODE_ENV: "production", ...OPERATOR, [key]: value })).toThrow(
        `Invalid configuration: ${key}=${value} is refused with NODE_ENV=production`,
      );
    }
  });

  it("leave the test clock on outside production, and a production start without them is accepted", () => {
    expect(load({ TEST_CLOCK: "true" }).testClock).toBe(true);
    expect(load({ NODE_ENV: "production", ...OPERATOR }).testClock).toBe(false);
  });
});
