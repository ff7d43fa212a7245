export { toPaymentQuote, toQuoteDto } from "./crypto.dto.ts";
export { cryptoRoutes, quoteDeps, ZQuoteConflict } from "./crypto.routes.ts";
export {
  createQuoteRow,
  type PayoutDestination,
  payWithQuote,
  type QuoteDeps,
  type QuoteRow,
  quoteColumns,
  quoteForPayment,
} from "./quotes.service.ts";
export { hasFreshAddresses, openQuoteAddresses } from "./receive-address.ts";
