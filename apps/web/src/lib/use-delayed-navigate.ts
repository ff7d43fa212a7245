import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/** Navigates after a delay (the sketch's 2 s / 3 s / 3.5 s redirects); cancelled on unmount. */
export function useDelayedNavigate(): (to: string, ms: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), ms);
    },
    [navigate],
  );
}
