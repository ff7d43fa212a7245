// Renders the public pages to HTML at build time, so a phone paints the page before its JavaScript
// has arrived and run; the app then hydrates that HTML (src/main.tsx). Each page is written to
// prerendered/<name>.html beside index.html, which stays the empty shell for every other route; the
// server sends a page's file for its exact path.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Path → file name, route module and the public reads its first screen waits for (`reads`, API paths
 * as the app asks for them; `:name` is the page's own path segment; the site information comes in the
 * page itself). Pages whose content is the same for every visitor and needs no signed-in user.
 */
export const PRERENDERED_PAGES = {
  "/": { name: "index", module: "src/app/routes/home.tsx" },
  "/education": { name: "education", module: "src/app/routes/education.tsx" },
  "/faqs": { name: "faqs", module: "src/app/routes/faqs.tsx" },
  "/reviews": { name: "reviews", module: "src/app/routes/reviews.tsx" },
  "/login": { name: "login", module: "src/app/routes/login.tsx" },
  "/register": { name: "register", module: "src/app/routes/register.tsx" },
  "/forgotpass": { name: "forgotpass", module: "src/app/routes/forgot-password.tsx" },
  // Pages whose content comes from the API: their heading, footer and skeletons are the same for everyone,
  // so they paint before the JavaScript has run; the content replaces the skeletons once it arrives.
  "/about": { name: "about", module: "src/app/routes/about.tsx" },
  "/transparency": {
    name: "transparency",
    module: "src/app/routes/transparency.tsx",
    reads: ["/transparency", "/transparency/coverage?days=90"],
  },
  "/legal/terms": { name: "legal/terms", module: "src/app/routes/legal.tsx", reads: ["/legal/terms"] },
  "/legal/privacy": { name: "legal/privacy", module: "src/app/routes/legal.tsx", reads: ["/legal/privacy"] },
  "/legal/risk": { name: "legal/risk", module: "src/app/routes/legal.tsx", reads: ["/legal/risk"] },
};

/**
 * Pages for a path pattern, whose content is a record from the API: their loading state (header,
 * heading, skeletons, footer) is the same for every path of the pattern, so it is rendered once, from
 * `example`, and the server sends it for each of them (apps/server/src/plugins/spa.ts, through
 * pattern-pages.json); the app hydrates it like the pages above.
 */
export const PATTERN_PAGES = {
  "/plans/:id": { name: "plan", module: "src/app/routes/plan.tsx", example: "/plans/0", reads: ["/plans/:id"] },
};

/**
 * Signed-in screens: no content can be rendered for everyone, but the header, the heading and
 * skeleton cards can, so a slow link shows them before the JavaScript arrives. Written without
 * data-prerendered: the app renders over them instead of hydrating.
 */
export const LOADING_SHELL_PAGES = ["dashboard", "invest", "withdraw", "verification", "security"];

const SHELL_ROOT = '<div id="root"></div>';

/** A manifest entry's file and the files it imports statically, transitively. */
function chunkFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) chunkFiles(manifest, next, files);
  return files;
}

/** The page's route chunks that the entry does not already bring. */
function routeChunks(manifest, module) {
  const entry = chunkFiles(manifest, "index.html");
  return [...chunkFiles(manifest, module)]
    .filter((file) => !entry.has(file) && file.endsWith(".js"))
    .map((file) => `/${file}`);
}

/**
 * The libraries the entry imports when it starts (React DOM, src/main.tsx): chunks apart so that they
 * run in a task of their own, but every page needs them at once, so they are preloaded with the entry.
 */
function startChunks(manifest) {
  const entry = chunkFiles(manifest, "index.html");
  const files = new Set();
  for (const key of manifest["index.html"].dynamicImports ?? []) {
    if (key.includes("node_modules/")) chunkFiles(manifest, key, files);
  }
  return [...files].filter((file) => !entry.has(file) && file.endsWith(".js")).map((file) => `/${file}`);
}

/**
 * index.html, the shell of every page not rendered here, with the start chunks as the first
 * modulepreload links (React DOM is the largest file a page loads).
 */
function withStartChunks(shell, chunks) {
  const links = chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">\n    `).join("");
  return shell.replace(/<link rel="(modulepreload|stylesheet)"/, `${links}$&`);
}

/**
 * The shell for a pre-rendered page: the HTML paints with the stylesheet alone, and the app's code
 * is fetched once it has (start-after-paint.js, a file of its own: the CSP allows no inline script).
 * On a slow link the code then does not share the bandwidth with what the first paint needs. The
 * script imports the entry and adds the entry's and the page's route chunks as modulepreload links,
 * one per task, so the app's lazy route finds them there instead of adding them while the page
 * hydrates.
 */
function paintFirstShell(shell, distDir, webClient) {
  const entry = shell.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error("index.html has no module script");
  const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  writeFileSync(path.join(distDir, "start-after-paint.js"), startAfterPaint(webClient));
  const bare = shell.replace(entry[0], "").replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  return (chunks, reads = [], pattern = undefined) => {
    const onPattern = pattern === undefined ? "" : ` data-pattern="${pattern}"`;
    return bare.replace(
      "</body>",
      `  <script type="module" src="/start-after-paint.js" data-modules="${[entry[1], ...preloads, ...chunks].join(" ")}" data-reads="${reads.join(" ")}"${onPattern}></script>\n  </body>`,
    );
  };
}

// The page's public reads (the same answer for every caller) start with the code instead of after it
// has run: on a slow link the content then waits for the code or its data, not for both one after the
// other. The app takes each answer on its first call for that path (src/lib/api-client.ts). A pattern's
// page names its path's segments (":id") from the address.
const startReads = (webClient) => `const segments = location.pathname.split("/");
const params = {};
(script.dataset.pattern ?? "").split("/").forEach((name, i) => {
  if (name.startsWith(":")) params[name.slice(1)] = segments[i] ?? "";
});
const readHeaders = { accept: "application/json", "${webClient.header}": "${webClient.name}" };
globalThis.vaultlineEarlyReads = new Map(
  script.dataset.reads
    .split(" ")
    .filter(Boolean)
    .map((read) => {
      const apiPath = read.replace(/:(\\w+)/g, (_, name) => params[name]);
      const answer = fetch(\`/api\${apiPath}\`, { headers: readHeaders, cache: "no-cache" });
      // A failed read is asked again by the app, not reported unhandled.
      answer.catch(() => {});
      return [apiPath, answer];
    }),
);`;

/** The start scripts' one way of asking for a chunk ahead of its import. */
const PRELOAD_LINK = `const preloadLink = (href) => {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.crossOrigin = "";
  link.href = href;
  document.head.append(link);
};`;

// Runs after the stylesheet has loaded (a module script waits for the style sheets before it). In a
// visible tab it waits for the frame that paints the page; a hidden tab paints nothing, so it starts.
// The entry is asked for first, then one chunk per task: each request costs the main thread about a
// millisecond (more with developer tools attached), and fifteen at once made one task a phone's tap
// waited on (docs/performance-log.md, 2026-11-29, late evening).
const startAfterPaint = (webClient) => `${PRELOAD_LINK}
const script = document.querySelector("script[data-modules]");
const [entry, ...chunks] = script.dataset.modules.split(" ");
${startReads(webClient)}
const preload = (index) => {
  const href = chunks[index];
  if (href === undefined) return;
  preloadLink(href);
  setTimeout(preload, 0, index + 1);
};
const start = () => {
  import(entry);
  setTimeout(preload, 0, 0);
};
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start, 0));
else start();
`;

/**
 * The shell for a loading page: the app's code starts only once the stylesheet is in, so on a slow
 * link the stylesheet (and with it the first paint) does not share the bandwidth with the code. A
 * module script runs after the style sheets before it have loaded; this one, a file of its own (the
 * CSP allows no inline script), then imports the app.
 */
function styleFirstShell(shell, distDir, starts) {
  const entry = shell.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error("index.html has no module script");
  writeFileSync(path.join(distDir, "start-after-styles.js"), startAfterStyles(entry[1], starts));
  return shell
    .replace(entry[0], "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace("</body>", '  <script type="module" src="/start-after-styles.js"></script>\n  </body>');
}

/** Preloads the start chunks beside the entry, which would otherwise ask for them only once it runs. */
const startAfterStyles = (entry, starts) =>
  `${PRELOAD_LINK}
for (const href of ${JSON.stringify(starts)}) preloadLink(href);
import(${JSON.stringify(entry)});
`;

/** The shell with the page's own title instead of the site's name. */
function withTitle(shell, title) {
  const escaped = title.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
  return shell.replace(/<title>[^<]*<\/title>/, `<title>${escaped}</title>`);
}

/**
 * Builds the rendering code (src/prerender.tsx for Node) and resolves with its folder. It needs
 * nothing of the client build, so build.mjs starts it beside that one.
 */
export function buildPrerenderer(webDir) {
  // Inside node_modules, so the rendering code finds React and the router where the app's build did.
  const ssrDir = path.join(webDir, "node_modules", ".vaultline-prerender");
  rmSync(ssrDir, { recursive: true, force: true });
  const vite = spawn("npx", ["vite", "build", "--ssr", "src/prerender.tsx", "--outDir", ssrDir, "--logLevel", "warn"], {
    cwd: webDir,
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    vite.on("error", reject);
    vite.on("exit", (code) => (code === 0 ? resolve(ssrDir) : reject(new Error("the pre-render build failed"))));
  });
}

/** Renders the pages into the client build in `distDir`, with the code `buildPrerenderer` made. */
export async function prerenderPages(webDir, distDir, built = buildPrerenderer(webDir)) {
  const ssrDir = await built;
  try {
    const { prerender, pageTitle, prerenderLoadingShell, routePatterns, routeRedirects, webClient, operatorLines } =
      await import(pathToFileURL(path.join(ssrDir, "prerender.js")).href);
    // The server reads it to answer a path no route matches with status 404 (plugins/spa.ts).
    writeFileSync(path.join(distDir, "routes.json"), `${JSON.stringify(routePatterns(), null, 2)}\n`);
    // And the footer's operator line, which it writes into every page it sends from its own settings.
    writeFileSync(path.join(distDir, "operator-line.json"), `${JSON.stringify(await operatorLines(), null, 2)}\n`);
    // And its aliases ("/plans" → "/#plans"), which it answers with the app's own redirect.
    writeFileSync(path.join(distDir, "redirects.json"), `${JSON.stringify(routeRedirects(), null, 2)}\n`);
    const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"));
    const starts = startChunks(manifest);
    const shell = withStartChunks(readFileSync(path.join(distDir, "index.html"), "utf8"), starts);
    if (!shell.includes(SHELL_ROOT)) throw new Error(`index.html has no ${SHELL_ROOT}`);
    writeFileSync(path.join(distDir, "index.html"), shell);
    mkdirSync(path.join(distDir, "prerendered"), { recursive: true });
    const paintFirst = paintFirstShell(shell, distDir, webClient);
    for (const [page, { name, module, reads }] of Object.entries(PRERENDERED_PAGES)) {
      const html = await prerender(page);
      const filled = withTitle(paintFirst(routeChunks(manifest, module), reads), await pageTitle(page)).replace(
        SHELL_ROOT,
        `<div id="root" data-prerendered>${html}</div>`,
      );
      const file = path.join(distDir, "prerendered", `${name}.html`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, filled);
    }
    mkdirSync(path.join(distDir, "pattern-pages"), { recursive: true });
    const patternPages = {};
    for (const [pattern, { name, module, example, reads }] of Object.entries(PATTERN_PAGES)) {
      const html = await prerender(example);
      const shell = paintFirst(routeChunks(manifest, module), reads, pattern);
      const filled = withTitle(shell, await pageTitle(example)).replace(
        SHELL_ROOT,
        `<div id="root" data-prerendered>${html}</div>`,
      );
      writeFileSync(path.join(distDir, "pattern-pages", `${name}.html`), filled);
      patternPages[pattern] = `/pattern-pages/${name}.html`;
    }
    // The server reads it to send a pattern's page for each of its paths (plugins/spa.ts).
    writeFileSync(path.join(distDir, "pattern-pages.json"), `${JSON.stringify(patternPages, null, 2)}\n`);
    const loadingShell = styleFirstShell(shell, distDir, starts);
    for (const name of LOADING_SHELL_PAGES) {
      const html = await prerenderLoadingShell(`/${name}`);
      writeFileSync(
        path.join(distDir, "prerendered", `${name}.html`),
        withTitle(loadingShell, await pageTitle(`/${name}`)).replace(SHELL_ROOT, `<div id="root">${html}</div>`),
      );
    }
    return Object.keys(PRERENDERED_PAGES).length + Object.keys(PATTERN_PAGES).length + LOADING_SHELL_PAGES.length;
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
