import { Button } from "./button.tsx";

/** "Show more" under a list the server sends a page at a time. */
export function ShowMore({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!list.hasNextPage) return null;
  return (
    <div className="mt-3 flex justify-center">
      <Button variant="secondary" isLoading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
        Show more
      </Button>
    </div>
  );
}
