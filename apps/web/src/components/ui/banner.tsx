import { BANNER_MS } from "@vaultline/shared";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { errorMessage } from "../../lib/api-client.ts";

export type BannerMessage = { message: string; status: "success" | "error"; id: number };
type BannerApi = {
  banner: BannerMessage | null;
  /** Shows a teal (success) or red (error) banner for about 3 s. */
  showBanner: (message: string, status: "success" | "error", ms?: number) => void;
  /** Called at the start of each action. */
  clearBanner: () => void;
};

const BannerContext = createContext<BannerApi | null>(null);

export function BannerProvider({ children }: { children: ReactNode }) {
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clearBanner = useCallback(() => {
    clearTimeout(timer.current);
    setBanner(null);
  }, []);
  const showBanner = useCallback((message: string, status: "success" | "error", ms = BANNER_MS) => {
    clearTimeout(timer.current);
    setBanner({ message, status, id: Date.now() });
    timer.current = setTimeout(() => setBanner(null), ms);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const value = useMemo(() => ({ banner, showBanner, clearBanner }), [banner, showBanner, clearBanner]);
  return <BannerContext.Provider value={value}>{children}</BannerContext.Provider>;
}

export function useBanner(): BannerApi {
  const api = useContext(BannerContext);
  if (!api) throw new Error("useBanner outside BannerProvider");
  return api;
}

/**
 * Runs a change the way the admin screens report it: the banner cleared, then the answer's message, or
 * the refusal (`fallback` when it says nothing), in the banner; the answer, or null when refused, back.
 */
export function useBannerReport() {
  const { showBanner, clearBanner } = useBanner();
  return async function report<R extends { message: string }>(
    change: () => Promise<R>,
    fallback: string,
  ): Promise<R | null> {
    clearBanner();
    try {
      const result = await change();
      showBanner(result.message, "success");
      return result;
    } catch (error) {
      showBanner(errorMessage(error, fallback), "error");
      return null;
    }
  };
}

/** The banner slot; success is announced politely, errors assertively. */
export function Banner() {
  const { banner, clearBanner } = useBanner();
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-3">
      {banner && (
        <div
          role={banner.status === "error" ? "alert" : "status"}
          data-status={banner.status}
          className={`pointer-events-auto flex max-w-xl items-start gap-3 rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${
            banner.status === "success" ? "bg-teal-700" : "bg-red-700"
          }`}
        >
          <span className="flex-1">{banner.message}</span>
          <button
            type="button"
            onClick={clearBanner}
            className="opacity-80 hover:opacity-100"
            aria-label="Dismiss message"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
