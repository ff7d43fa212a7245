// Renders the public pages to HTML at build time, so a phone paints the page before its JavaScript
// has arrived and run; the app then hydrates that HTML (src/main.tsx). Each page is written to
// prerendered/<name>.html beside index.html, which stays the empty shell for every other route; the
// server sends a page's file for its exact path.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Path → file name. Pages whose content is the same for every visitor and needs no signed-in user. */
export const PRERENDERED_PAGES = {
  "/": "index",
  "/education": "education",
  "/faqs": "faqs",
  "/reviews": "reviews",
  "/login": "login",
  "/register": "register",
  "/forgotpass": "forgotpass",
};

const SHELL_ROOT = '<div id="root"></div>';

export async function prerenderPages(webDir, distDir) {
  // Inside node_modules, so the rendering code finds React and the router where the app's build did.
  const ssrDir = path.join(webDir, "node_modules", ".vaultline-prerender");
  rmSync(ssrDir, { recursive: true, force: true });
  try {
    const vite = spawnSync(
      "npx",
      ["vite", "build", "--ssr", "src/prerender.tsx", "--outDir", ssrDir, "--logLevel", "warn"],
      { cwd: webDir, stdio: "inherit" },
    );
    if (vite.status !== 0) throw new Error("the pre-render build failed");
    const { prerender } = await import(pathToFileURL(path.join(ssrDir, "prerender.js")).href);
    const shell = readFileSync(path.join(distDir, "index.html"), "utf8");
    if (!shell.includes(SHELL_ROOT)) throw new Error(`index.html has no ${SHELL_ROOT}`);
    mkdirSync(path.join(distDir, "prerendered"), { recursive: true });
    for (const [page, name] of Object.entries(PRERENDERED_PAGES)) {
      const html = await prerender(page);
      const filled = shell.replace(SHELL_ROOT, `<div id="root" data-prerendered>${html}</div>`);
      writeFileSync(path.join(distDir, "prerendered", `${name}.html`), filled);
    }
    return Object.keys(PRERENDERED_PAGES).length;
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
