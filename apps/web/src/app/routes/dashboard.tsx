import { ComingSoon } from "../../components/ui/misc.tsx";

export function Component() {
  return <ComingSoon title="Dashboard" />;
}
