export { syncConfiguredAddresses, syncExchangeLocation } from "./holdings.ts";
export { proposeOrders } from "./orders.ts";
export { coverageHistory, readTreasury, reconcile, reconciliationHistory } from "./reconciliation.ts";
export { treasuryAdminRoutes } from "./treasury.routes.ts";
export { treasuryOrderRoutes } from "./treasury-orders.routes.ts";
