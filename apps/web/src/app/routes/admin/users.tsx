import { UsersSearch } from "../../../features/admin/components/users-search.tsx";

export function Component() {
  return <UsersSearch />;
}
