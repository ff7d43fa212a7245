import "./lib/zod-config.ts";
import { StrictMode, startTransition } from "react";
import { createBrowserRouter } from "react-router";
import { App } from "./app/app.tsx";
import { routes } from "./app/router.tsx";
import "./index.css";

const root = document.getElementById("root");

/**
 * Lets the browser run what is waiting (a tap, a paint) before the next step of the start. On a phone
 * each step is tens of milliseconds: run as one task they kept a tap waiting for all of them
 * (docs/performance-log.md, 2026-11-29, late evening).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  // React DOM's code (most of the JavaScript) runs in a task of its own: imported here, not above, it
  // is a chunk apart, which the pages list for preloading with the entry (scripts/prerender.mjs).
  const { createRoot, hydrateRoot } = await import("react-dom/client");
  // The route table is ranked in a task of its own.
  await nextTask();
  const router = createBrowserRouter(routes);
  const app = (isPrerendered: boolean) => (
    <StrictMode>
      <App router={router} isPrerendered={isPrerendered} />
    </StrictMode>
  );
  if (!root.hasAttribute("data-prerendered")) {
    createRoot(root).render(app(false));
    return;
  }
  // The HTML was rendered at build time (scripts/prerender.mjs). Hydrating it once the route's
  // module has loaded makes the first render match it, instead of a spinner replacing the page. As a
  // transition, hydration yields to the browser between pieces: a tap is never kept waiting long.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  await nextTask();
  startTransition(() => void hydrateRoot(root, app(true)));
}

if (root) void start(root);
