import type { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./provider.tsx";

export function App({
  router,
  isPrerendered = false,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  isPrerendered?: boolean;
}) {
  return (
    <AppProvider isPrerendered={isPrerendered}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
