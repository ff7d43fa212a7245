import { useLocation } from "react-router";
import { PublicShell } from "../components/layouts/public-shell.tsx";
import { Card, PageTitle } from "../components/ui/misc.tsx";
import { Skeleton } from "../components/ui/skeleton.tsx";
import { paths } from "../config/paths.ts";

/** The heading of each signed-in screen, known before its code and data arrive. */
const TITLES: [prefix: string, title: string][] = [
  [paths.dashboard, "Dashboard"],
  [paths.invest, "Invest"],
  [paths.withdraw, "Withdraw"],
  [paths.verification, "Verify your identity"],
  [paths.security, "Security"],
  [paths.educationDemo, "Demo trading account"],
  [paths.educationLearn, "The course"],
];

export function pageTitleFor(pathname: string): string | null {
  return TITLES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? null;
}

function CardSkeleton() {
  return (
    <Card>
      <Skeleton className="mb-4 h-5 w-40" />
      <Skeleton className="mb-2 h-4 w-full" />
      <Skeleton className="mb-2 h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}

/** A screen still loading: its heading at once, grey cards where its content will be. */
export function LoadingPage() {
  const { pathname } = useLocation();
  const title = pageTitleFor(pathname);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      {title ? <PageTitle>{title}</PageTitle> : <Skeleton className="mb-6 h-8 w-56" />}
      <p role="status" className="sr-only">
        Loading
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </div>
  );
}

/**
 * What the site shows while a screen's code is still on its way (the router's first load, or a
 * page written at build time for a slow link): the header and menu, the heading, skeleton cards.
 */
export function LoadingShell() {
  return (
    <PublicShell>
      <LoadingPage />
    </PublicShell>
  );
}
