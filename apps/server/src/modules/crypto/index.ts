export { cryptoRoutes, quoteDeps, ZQuoteConflict } from "./crypto.routes.ts";
export {
  createQuoteRow,
  type PayoutDestination,
  payWithQuote,
  type QuoteDeps,
  type QuoteRow,
  quoteColumns,
  quoteForPayment,
  toPaymentQuote,
  toQuoteDto,
} from "./quotes.service.ts";
export { hasFreshAddresses } from "./receive-address.ts";
