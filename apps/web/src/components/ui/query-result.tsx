import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorNotice } from "./misc.tsx";
import { PageSpinner } from "./spinner.tsx";

/**
 * A page's query in its three states: the page spinner while it loads, its error (with Retry
 * unless `canRetry` is false; `fallback` when the error says nothing), then what `children` draws
 * from the data.
 */
export function QueryResult<T>({
  query,
  fallback,
  canRetry = true,
  children,
}: {
  query: UseQueryResult<T>;
  fallback?: string;
  canRetry?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
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
