import type { ReactNode } from "react";
import { EmptyState, ErrorNotice } from "./misc.tsx";
import { Pagination } from "./pagination.tsx";
import { PageSpinner } from "./spinner.tsx";

type Page<T> = { items: T[]; pageSize: number; total: number; isTotalCapped?: boolean };

/**
 * The frame of an admin queue read a page at a time (deposits, withdrawals, verification requests,
 * reviews, subscribers): the error with Retry, the spinner, the empty state, or the rows and the
 * pager. The caller draws the rows.
 */
export function PagedQueue<T>({
  query,
  page,
  onPage,
  empty,
  noun,
  loading = <PageSpinner />,
  errorMessage,
  children,
}: {
  query: { isError: boolean; error: Error | null; data: Page<T> | undefined; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
  /** The empty state's title. */
  empty: string;
  /** What the pager counts ("waiting"); "in all" when not given. */
  noun?: string;
  loading?: ReactNode;
  /** Said instead of the server's error. */
  errorMessage?: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError) {
    return <ErrorNotice message={errorMessage ?? query.error?.message ?? ""} onRetry={() => query.refetch()} />;
  }
  if (!query.data) return loading;
  if (query.data.items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      {children(query.data.items)}
      <Pagination
        page={page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        isTotalCapped={query.data.isTotalCapped}
        onPage={onPage}
        noun={noun}
      />
    </>
  );
}
