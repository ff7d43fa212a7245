import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorNotice } from "./misc.tsx";
import { PageSpinner } from "./spinner.tsx";

/**
 * A query in its three states: while it loads `pending` (the page spinner unless the place holds
 * skeletons of its content), its error (with Retry unless `canRetry` is false; `fallback` when the
 * error says nothing), then what `children` draws from the data.
 */
export function QueryResult<T>({
  query,
  pending = <PageSpinner />,
  fallback,
  canRetry = true,
  children,
}: {
  query: UseQueryResult<T>;
  pending?: ReactNode;
  fallback?: string;
  canRetry?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return pending;
  if (query.isError) {
    return (
      <ErrorNotice
        message={query.error.message || (fallback ?? "")}
        onRetry={canRetry ? () => query.refetch() : undefined}
      />
    );
  }
  return children(query.data);
}
