import { Link } from "react-router";
import { paths } from "../../../../config/paths.ts";
import { useTreasuryAlert } from "../api/get-treasury-alert.ts";

/**
 * On every admin page while the last reconciliation found an asset short beyond the tolerance (or a
 * balance it could not read): what is short, and the way to the treasury.
 */
export function ShortfallBanner() {
  const alert = useTreasuryAlert();
  const short = alert.data?.shortAssets ?? [];
  if (short.length === 0) return null;
  return (
    <div role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <strong>Treasury shortfall in {short.join(", ")}.</strong> At the last reconciliation the coins and dollars held
      did not cover what the books owe beyond the tolerance, or a location's balance could not be read.{" "}
      <Link to={paths.admin.treasury} className="font-semibold underline">
        Open the treasury
      </Link>
    </div>
  );
}
