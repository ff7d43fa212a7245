import { Outlet } from "react-router";
import { ShortfallBanner } from "../../../features/treasury/admin/components/shortfall-banner.tsx";

/** What every admin screen shows above itself: the treasury's shortfall banner, when there is one. */
export function Component() {
  return (
    <>
      <ShortfallBanner />
      <Outlet />
    </>
  );
}
