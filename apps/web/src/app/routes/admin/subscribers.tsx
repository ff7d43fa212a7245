import { SubscribersList } from "../../../features/content/admin/components/subscribers-list.tsx";

export function Component() {
  return <SubscribersList />;
}
