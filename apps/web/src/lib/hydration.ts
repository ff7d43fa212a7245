import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a page is rendered at build time and while the browser hydrates that HTML; true once
 * the app runs (at once on a page the browser renders itself). A form is disabled until then: before
 * hydration, its native submit would send the fields in the address (a password among them), and
 * what is typed would not reach the form's state.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
