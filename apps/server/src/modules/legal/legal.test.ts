import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_OPERATOR_NOTICE, LEGAL_MESSAGES } from "@vaultline/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser, signupBody } from "../../../test/helpers.ts";
import { users } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";
import { loadLegalDocuments } from "./legal-documents.ts";

const OPERATOR = {
  name: "Example Markets Ltd",
  address: "1 Example Street, London",
  registration: "Company no. 01234567",
  contactEmail: "support@example.com",
  licence: "FCA register no. 000000",
};

// The operator's own documents (LEGAL_DIR), one with a script a careless editor pasted in.
const legalDir = mkdtempSync(path.join(tmpdir(), "vaultline-legal-"));
writeFileSync(path.join(legalDir, "terms.md"), "## Our terms\n\nBe nice. <script>alert(1)</script>\n");
writeFileSync(path.join(legalDir, "privacy.md"), "We keep little.\n");
writeFileSync(path.join(legalDir, "risk.md"), "Prices fall.\n");

const clock = manualClock(new Date("2026-11-20T10:00:00Z"));
const demo = await createTestApp({}, { clock });
const operated = await createTestApp({ operator: OPERATOR, legalDir }, { clock });

describe("who runs this site", () => {
  it("is null on a demo installation, which the web app shows as the demo notice", async () => {
    const site = await call(demo, { method: "GET", url: "/api/site" });
    expect(site.status).toBe(200);
    expect(site.body.data.operator).toBeNull();
    expect(site.body.data.documents.map((d: { doc: string }) => d.doc)).toEqual(["terms", "privacy", "risk"]);
    expect(DEMO_OPERATOR_NOTICE).toBe("Demo installation: no company operates this site. Do not send real money.");
  });

  it("is the configured company otherwise", async () => {
    const site = await call(operated, { method: "GET", url: "/api/site" });
    expect(site.body.data.operator).toEqual(OPERATOR);
  });
});

describe("the legal documents", () => {
  it("are the bundled ones by default, written for this product, each with a version", async () => {
    const privacy = await call(demo, { method: "GET", url: "/api/legal/privacy" });
    expect(privacy.status).toBe(200);
    expect(privacy.body.data).toMatchObject({ doc: "privacy", title: "Privacy notice" });
    expect(privacy.body.data.version).toMatch(/^[0-9a-f]{12}$/);
    for (const topic of [
      "Social security number",
      "encrypted",
      "IP addresses",
      "How long it is kept",
      "Deleting your data",
    ]) {
      expect(privacy.body.data.html).toContain(topic);
    }
    const risk = (await call(demo, { method: "GET", url: "/api/legal/risk" })).body.data.html;
    for (const topic of ["No return is guaranteed", "Fees", "Holding period", "down as well as up"]) {
      expect(risk).toContain(topic);
    }
  });

  it("are the operator's own files when LEGAL_DIR is set, sanitised, with their own version", async () => {
    const mine = (await call(operated, { method: "GET", url: "/api/legal/terms" })).body.data;
    const bundled = (await call(demo, { method: "GET", url: "/api/legal/terms" })).body.data;
    expect(mine.html).toContain("Our terms");
    expect(mine.html).not.toContain("<script");
    expect(mine.version).not.toBe(bundled.version);
  });

  it("can be replaced one by one under DATA_DIR/legal; a LEGAL_DIR missing a file refuses to start", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vaultline-data-"));
    mkdirSync(path.join(dataDir, "legal"));
    writeFileSync(path.join(dataDir, "legal", "risk.md"), "Our own risk text.\n");
    const documents = loadLegalDocuments({ legalDir: undefined, dataDir });
    expect(documents.risk.html).toContain("Our own risk text.");
    expect(documents.terms.html).toContain("agreement between you and the company");
    const partial = mkdtempSync(path.join(tmpdir(), "vaultline-legal-"));
    writeFileSync(path.join(partial, "terms.md"), "Terms.\n");
    expect(() => loadLegalDocuments({ legalDir: partial, dataDir })).toThrow(/LEGAL_DIR has no privacy\.md/);
  });

  it("answers an unknown document with a 400", async () => {
    const answer = await call(demo, { method: "GET", url: "/api/legal/cookies" });
    expect(answer.status).toBe(400);
  });
});

describe("accepting the terms", () => {
  const terms = async () => (await call(operated, { method: "GET", url: "/api/legal/terms" })).body.data.version;

  it("is recorded at sign-up with the version in force and the time", async () => {
    const signup = await call(operated, {
      method: "POST",
      url: "/api/signup",
      payload: signupBody("terms1", { acceptTerms: true }),
    });
    expect(signup.status).toBe(201);
    const auth = { authorization: `Bearer ${signup.body.token}` };
    const acceptance = await call(operated, { method: "GET", url: "/api/user/terms", headers: auth });
    expect(acceptance.body.data).toEqual({
      currentVersion: await terms(),
      acceptedVersion: await terms(),
      acceptedAt: "2026-11-20T10:00:00.000Z",
      needsAcceptance: false,
    });
  });

  it("refuses a sign-up that declines them, and creates nothing", async () => {
    const signup = await call(operated, {
      method: "POST",
      url: "/api/signup",
      payload: signupBody("terms2", { acceptTerms: false }),
    });
    expect(signup.status).toBe(400);
    expect(signup.body.details).toContainEqual({ field: "acceptTerms", message: LEGAL_MESSAGES.mustAcceptTerms });
    const [row] = await operated.db.select().from(users).where(eq(users.username, "ada_terms2"));
    expect(row).toBeUndefined();
  });

  it("keeps the sketch's sign-up (no field) working: the account is asked at its next sign-in", async () => {
    const signup = await call(operated, { method: "POST", url: "/api/signup", payload: signupBody("terms3") });
    expect(signup.status).toBe(201);
    const auth = { authorization: `Bearer ${signup.body.token}` };
    const before = await call(operated, { method: "GET", url: "/api/user/terms", headers: auth });
    expect(before.body.data).toMatchObject({ acceptedVersion: null, acceptedAt: null, needsAcceptance: true });
    const accepted = await call(operated, {
      method: "POST",
      url: "/api/user/terms",
      headers: auth,
      payload: { version: await terms() },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ acceptedVersion: await terms(), needsAcceptance: false });
  });

  it("asks again when a new version is in force, and refuses accepting one that is not", async () => {
    const member = await createTestUser(operated);
    await operated.db
      .update(users)
      .set({ termsAcceptedVersion: "0123456789ab", termsAcceptedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(users.id, member.user.id));
    const acceptance = await call(operated, { method: "GET", url: "/api/user/terms", headers: member.auth });
    expect(acceptance.body.data).toMatchObject({ acceptedVersion: "0123456789ab", needsAcceptance: true });
    const stale = await call(operated, {
      method: "POST",
      url: "/api/user/terms",
      headers: member.auth,
      payload: { version: "0123456789ab" },
    });
    expect(stale).toMatchObject({ status: 400, body: { error: LEGAL_MESSAGES.staleTermsVersion } });
  });

  it("needs a signed-in member", async () => {
    expect((await call(operated, { method: "GET", url: "/api/user/terms" })).status).toBe(401);
    const post = await call(operated, { method: "POST", url: "/api/user/terms", payload: { version: "x" } });
    expect(post.status).toBe(401);
  });
});
