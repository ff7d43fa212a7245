import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { BannerProvider } from "../components/ui/banner.tsx";
import { ApiError } from "../lib/api-client.ts";
import { SessionProvider } from "../lib/auth.tsx";
import { HydrationProvider } from "../lib/hydration.ts";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProvider({
  children,
  queryClient,
  isPrerendered = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The page is rendered at build time, or hydrated from that HTML (lib/hydration.ts). */
  isPrerendered?: boolean;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <HydrationProvider isPrerendered={isPrerendered}>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <BannerProvider>{children}</BannerProvider>
        </SessionProvider>
      </QueryClientProvider>
    </HydrationProvider>
  );
}
