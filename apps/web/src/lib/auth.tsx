import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TUser } from "@vaultline/shared";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ApiError, api, setUnauthorizedHandler } from "./api-client.ts";
import { useIsHydrated } from "./hydration.ts";
import { clearSession, getStoredIsAdmin, getToken, storeSession } from "./session-storage.ts";

export const currentUserKey = ["current-user"] as const;

type Session = {
  user: TUser | undefined;
  token: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isLoading: boolean;
  /**
   * False only while a page pre-rendered at build time is hydrated: that HTML was made for nobody in
   * particular, so until the stored session is read nothing is shown as signed in or signed out.
   */
  isKnown: boolean;
  signIn: (token: string, user: TUser) => void;
  signOut: () => void;
};

const SessionContext = createContext<Session | null>(null);

/**
 * Loads the current user on start; a refused token logs out, a network failure keeps it
 * (docs/product-rules.md §7.3).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The stored session is read once the app runs (lib/hydration.ts): a page rendered at build time
  // knows nobody, and switches to the stored token in the same render as its forms.
  const isKnown = useIsHydrated();
  const storedToken = useMemo(() => (isKnown ? getToken() : null), [isKnown]);
  // A sign-in or sign-out in this page replaces the stored token.
  const [chosen, setChosen] = useState<{ token: string | null } | null>(null);
  const token = chosen ? chosen.token : storedToken;

  const signOut = useCallback(() => {
    clearSession();
    setChosen({ token: null });
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => setUnauthorizedHandler(signOut), [signOut]);

  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: async () => (await api<TUser>("/user")).data,
    enabled: token !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 30_000,
  });

  useEffect(() => {
    // The server refused the token (docs/product-rules.md §7.3: it logs out). A busy or unavailable server (429,
    // 5xx, as during a database failover) or no answer at all (504) does not end the session.
    const isRefused = query.error instanceof ApiError && query.error.status < 500 && query.error.status !== 429;
    if (isRefused) signOut();
    else if (query.error) console.error("Page Not found", query.error);
  }, [query.error, signOut]);

  const signIn = useCallback(
    (newToken: string, user: TUser) => {
      storeSession(newToken, user.isAdmin);
      queryClient.setQueryData(currentUserKey, user);
      setChosen({ token: newToken });
    },
    [queryClient],
  );

  const value = useMemo<Session>(
    () => ({
      user: query.data,
      token,
      isAuthenticated: token !== null,
      isAdmin: query.data?.isAdmin ?? (token !== null && getStoredIsAdmin()),
      isLoading: !isKnown || (token !== null && query.isPending),
      isKnown,
      signIn,
      signOut,
    }),
    [query.data, query.isPending, token, isKnown, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}
