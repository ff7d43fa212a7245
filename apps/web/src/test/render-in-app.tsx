import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProvider } from "../app/provider.tsx";

/** Renders `element` with the app's providers (query client, session, banners) inside a router. */
export function renderInApp(element: ReactNode) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
