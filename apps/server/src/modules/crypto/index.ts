export { cryptoRoutes, quoteDeps, ZQuoteConflict } from "./crypto.routes.ts";
export { payWithQuote, type QuoteDeps, quoteColumns, quoteForPayment, toPaymentQuote } from "./quotes.service.ts";
export { hasFreshAddresses } from "./receive-address.ts";
