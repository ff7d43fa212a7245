import { useState } from "react";
import { PagedQueue } from "../../../components/ui/paged-queue.tsx";
import { type AdminReviewList as ListName, useAdminReviews } from "../api/get-admin-reviews.ts";
import { AdminReviewItem } from "./admin-review-item.tsx";

const TEXTS: Record<ListName, { title: string; empty: string; noun: string }> = {
  pending: { title: "Waiting for a decision (oldest first)", empty: "No review is waiting.", noun: "waiting" },
  decided: { title: "Decided (latest first)", empty: "No review has been decided yet.", noun: "decided" },
};

/** The queue or the decided reviews, a page at a time. */
export function AdminReviewList({ status }: { status: ListName }) {
  const [page, setPage] = useState(1);
  const list = useAdminReviews(status, page);
  const texts = TEXTS[status];
  const headingId = `reviews-${status}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        {texts.title}
        {list.data ? <span className="ml-2 text-sm font-normal text-slate-600">({list.data.total})</span> : null}
      </h2>
      <PagedQueue query={list} page={page} onPage={setPage} empty={texts.empty} noun={texts.noun}>
        {(items) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {items.map((review) => (
              <li key={review.id}>
                <AdminReviewItem review={review} />
              </li>
            ))}
          </ul>
        )}
      </PagedQueue>
    </section>
  );
}
