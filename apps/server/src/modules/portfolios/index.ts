export { isoDay, runDailyBooks, snapshotNavs } from "./daily-books.ts";
export {
  buy,
  FIRST_NAV_MICRO,
  GWEI_PER_ETH,
  navToNumber,
  SATS_PER_BTC,
  sell,
  unitsValueCents,
} from "./plan-books.ts";
export { type Bought, buyUnits, chargeTradingCost, type PlanRow, planTradingCosts, sellUnits } from "./plan-ledger.ts";
export { type PriceSnapshot, pricesForReading, pricesNow } from "./plan-prices.ts";
export { planStats } from "./plan-stats.ts";
export {
  planNav,
  returnSinceLaunch,
  riskClasses,
  type Valuations,
  valuationsOf,
  valuePlans,
} from "./plan-valuation.ts";
export { plansAdminRoutes, plansRoutes } from "./plans.routes.ts";
export { getPortfolioSummary } from "./portfolio.service.ts";
export { toPlanDto, toPosition } from "./portfolios.dto.ts";
