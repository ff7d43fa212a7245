import { PageTitle } from "../../components/ui/misc.tsx";
import { MyReviewPanel } from "../../features/reviews/components/my-review.tsx";
import { PublishedReviews } from "../../features/reviews/components/published-reviews.tsx";

export function Component() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:py-14">
      <PageTitle subtitle="What members who have invested or taken the course say about Vaultline, in their own words.">
        Member reviews
      </PageTitle>
      <PublishedReviews />
      <MyReviewPanel />
    </div>
  );
}
