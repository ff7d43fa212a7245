import { createContext, createElement, type ReactNode, startTransition, useContext, useEffect, useState } from "react";

const HydratedContext = createContext(true);

/**
 * Tells `useIsHydrated` when a page rendered at build time has been hydrated. The switch is a
 * transition: the forms it enables re-render in slices, not in one task a phone's tap would wait on
 * (a `useSyncExternalStore` switch re-renders synchronously right after hydration).
 */
export function HydrationProvider({ isPrerendered, children }: { isPrerendered: boolean; children: ReactNode }) {
  const [isHydrated, setIsHydrated] = useState(!isPrerendered);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (!isHydrated) startTransition(() => setIsHydrated(true));
  }, []);
  return createElement(HydratedContext.Provider, { value: isHydrated }, children);
}

/**
 * False while a page is rendered at build time and while the browser hydrates that HTML; true once
 * the app runs (at once on a page the browser renders itself, and outside a HydrationProvider). A
 * form is disabled until then: before hydration, its native submit would send the fields in the
 * address (a password among them), and what is typed would not reach the form's state.
 */
export function useIsHydrated(): boolean {
  return useContext(HydratedContext);
}
