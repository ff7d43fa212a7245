import "./lib/zod-config.ts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app/app.tsx";
import { routes } from "./app/router.tsx";
import "./index.css";

const root = document.getElementById("root");
if (root) {
  const router = createBrowserRouter(routes);
  const app = (isPrerendered: boolean) => (
    <StrictMode>
      <App router={router} isPrerendered={isPrerendered} />
    </StrictMode>
  );
  if (root.hasAttribute("data-prerendered")) {
    // The HTML was rendered at build time (scripts/prerender.mjs). Hydrating it once the route's
    // module has loaded makes the first render match it, instead of a spinner replacing the page. As a
    // transition, hydration yields to the browser between pieces: a tap is never kept waiting long.
    const hydrate = () => startTransition(() => void hydrateRoot(root, app(true)));
    if (router.state.initialized) hydrate();
    else {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        hydrate();
      });
    }
  } else {
    createRoot(root).render(app(false));
  }
}
