import { PageTitle } from "../../../components/ui/misc.tsx";
import { useTreasury } from "../../../features/treasury/admin/api/get-treasury.ts";
import { CustodyLocations } from "../../../features/treasury/admin/components/custody-locations.tsx";
import { TreasuryOrders } from "../../../features/treasury/admin/components/treasury-orders.tsx";
import { TreasuryPositions } from "../../../features/treasury/admin/components/treasury-positions.tsx";
import { TreasuryTransfers } from "../../../features/treasury/admin/components/treasury-transfers.tsx";

export function Component() {
  const treasury = useTreasury();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10">
      <PageTitle subtitle="What the books owe per asset against what is held where, the orders that bring the coins to the books, and every movement between locations (docs/treasury.md).">
        Treasury
      </PageTitle>
      <TreasuryPositions />
      <TreasuryOrders hasExchange={Boolean(treasury.data?.exchange)} />
      <TreasuryTransfers />
      <CustodyLocations />
    </div>
  );
}
