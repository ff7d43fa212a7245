import { PageTitle } from "../../../components/ui/misc.tsx";
import { AdminReviewList } from "../../../features/reviews/components/admin-review-list.tsx";
import { ReviewArchive } from "../../../features/reviews/components/review-archive.tsx";

export function Component() {
  return (
    <div className="flex flex-col gap-8">
      <PageTitle subtitle="Members write reviews; admins publish them or reject them for abuse, personal data or being off-topic. Never for being negative.">
        Reviews
      </PageTitle>
      <AdminReviewList status="pending" />
      <AdminReviewList status="decided" />
      <ReviewArchive />
    </div>
  );
}
