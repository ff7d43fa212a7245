import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { SITE_INFO_ELEMENT_ID } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { call, createTestApp } from "../../test/helpers.ts";

// The build's renders of the footer's line (operator-line.json), shaped as React writes them.
const LINES = {
  empty: '<p data-testid="operator-line"></p>',
  demo: '<p data-testid="operator-line"><strong>Demo installation</strong></p>',
  operator:
    '<p data-testid="operator-line">Operated by <a href="/about">{{name}}</a>, <!-- -->{{address}}<!-- -->. <!-- -->{{registration}}<!-- -->.</p>',
};

/** A build with a pre-rendered page (footer and all, with its compressed copies) and the shell. */
function builtApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vaultline-dist-"));
  const page = `<!doctype html><title>Log in</title><div id="root" data-prerendered><h1>Log in</h1><footer>${LINES.empty}</footer></div>\n</body>`;
  mkdirSync(path.join(dir, "prerendered"));
  writeFileSync(path.join(dir, "prerendered", "login.html"), page);
  writeFileSync(path.join(dir, "prerendered", "login.html.br"), brotliCompressSync(page));
  writeFileSync(path.join(dir, "prerendered", "login.html.gz"), gzipSync(page));
  writeFileSync(path.join(dir, "index.html"), '<!doctype html><div id="root"></div>\n</body>');
  writeFileSync(path.join(dir, "routes.json"), JSON.stringify(["/", "/login"]));
  writeFileSync(path.join(dir, "operator-line.json"), JSON.stringify(LINES));
  return dir;
}

const siteInfoIn = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${SITE_INFO_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe("every page the server sends names who runs the site before any script runs", () => {
  it("writes the operator's line into the page, escaped, with the site information the app hydrates with", async () => {
    const operator = {
      name: "Acme <b>$& Co</b>",
      address: "1 Quay & Dock",
      registration: 'Company "123"',
      contactEmail: "hello@acme.example",
      licence: "FCA 1",
    };
    const app = await createTestApp({ webDistDir: builtApp(), operator });
    const site = (await call(app, { method: "GET", url: "/api/site" })).body.data;
    const page = await app.inject({ method: "GET", url: "/login" });
    expect(page.body).toContain(
      '<p data-testid="operator-line">Operated by <a href="/about">Acme &lt;b&gt;$&amp; Co&lt;/b&gt;</a>, <!-- -->1 Quay &amp; Dock<!-- -->. <!-- -->Company &quot;123&quot;<!-- -->.</p>',
    );
    expect(page.body).not.toContain(LINES.empty);
    expect(siteInfoIn(page.body)).toEqual(site);
    // The compressed copies and the validator are of the page as sent.
    const br = await app.inject({ method: "GET", url: "/login", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    const again = await app.inject({ method: "GET", url: "/login", headers: { "if-none-match": page.headers.etag } });
    expect(again.statusCode).toBe(304);
    // The shell of every other page carries the information too, for the app to render the line.
    expect(siteInfoIn((await app.inject({ method: "GET", url: "/dashboard" })).body)).toEqual(site);
  });

  it("says a demo installation is operated by no company", async () => {
    const app = await createTestApp({ webDistDir: builtApp(), operator: undefined });
    const page = await app.inject({ method: "GET", url: "/login" });
    expect(page.body).toContain(LINES.demo);
    expect(siteInfoIn(page.body)).toMatchObject({ operator: null });
  });
});
