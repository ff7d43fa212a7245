// Module 03 of the seeded course: "Exchanges, orders, fees and spreads" (lessons under ../lessons/03-exchanges-and-orders).
import type { SeedModule } from "../seed-types.ts";

export const exchangesAndOrders: SeedModule = {
  slug: "exchanges-orders-and-fees",
  title: "Exchanges, orders, fees and spreads",
  summary:
    "What an exchange does and what can go wrong with one, market, limit and stop orders, the real cost of a trade (fees, spread and slippage), and how to read an order book.",
  isPreview: false,
  lessons: [
    {
      slug: "what-an-exchange-does",
      title: "What an exchange does, and its risks",
      file: "03-exchanges-and-orders/01-what-an-exchange-does.md",
      minutes: 4,
    },
    {
      slug: "market-limit-and-stop-orders",
      title: "Market, limit and stop orders",
      file: "03-exchanges-and-orders/02-market-limit-and-stop-orders.md",
      minutes: 5,
    },
    {
      slug: "fees-spreads-and-slippage",
      title: "Fees, spreads and slippage",
      file: "03-exchanges-and-orders/03-fees-spreads-and-slippage.md",
      minutes: 4,
    },
    {
      slug: "order-book-basics",
      title: "Order book basics",
      file: "03-exchanges-and-orders/04-order-book-basics.md",
      minutes: 4,
    },
    {
      slug: "exchanges-and-orders-review",
      title: "Module review",
      file: "03-exchanges-and-orders/05-exchanges-and-orders-review.md",
      minutes: 3,
      quiz: {
        passMarkPercent: 80,
        questions: [
          {
            prompt: "You place a market buy order. What do you control?",
            options: [
              "The amount, but not the exact price",
              "The exact price, but the order may never fill",
              "Both the exact price and a certain fill",
              "Nothing; the exchange chooses the amount and the price",
            ],
            correct: [0],
            explanation:
              "A market order fills now against the best waiting offers, so you choose how much but not the price, and it can slip to worse prices. Fixing the price but risking no fill describes a limit order.",
          },
          {
            prompt:
              "You hold a coin with a stop-market sell at $57,000, and the price crashes suddenly. What can happen?",
            options: [
              "It always sells at exactly $57,000",
              "It turns into a market sell and can fill below $57,000",
              "It is cancelled automatically because the market is too fast",
              "It waits until the price comes back up to $57,000",
            ],
            correct: [1],
            explanation:
              "Once the stop price trades, a stop-market order becomes a market order and fills at whatever buyers are available, which in a crash can be well below the stop. A stop-loss does not fix your exit price. (A stop-limit would avoid the bad fill but might not fill at all.)",
          },
          {
            prompt: "The best bid is $24.98 and the best ask is $25.02. What is the spread?",
            options: ["$0.04", "$25.00", "$0.02", "$50.00"],
            correct: [0],
            explanation:
              "The spread is the best ask minus the best bid: $25.02 − $24.98 = $0.04. $25.00 is the mid price, halfway between the two, not the spread.",
          },
          {
            prompt:
              "The sell side of a book shows 0.05 BTC at $60,010 and 0.10 BTC at $60,050. You place a market buy for 0.15 BTC. Before fees, what do you pay?",
            options: ["$9,001.50", "$9,005.50", "$9,007.50", "$9,003.00"],
            correct: [1],
            explanation:
              "The order fills 0.05 × $60,010 = $3,000.50, then 0.10 × $60,050 = $6,005.00, for $9,005.50 in total. $9,001.50 would be the price if all 0.15 BTC were available at $60,010; the $4.00 difference is slippage.",
          },
          {
            prompt: "Which are real risks of keeping funds on a centralised exchange? Choose all that apply.",
            options: [
              "The exchange becomes insolvent or misuses customer funds",
              "The exchange is hacked",
              "Withdrawals are frozen during a crisis",
              "The blockchain deletes exchange balances after 30 days",
            ],
            correct: [0, 1, 2],
            explanation:
              "Insolvency, hacks and frozen withdrawals have all happened at real exchanges, and crypto held there usually has no deposit protection. The last option is invented: balances on an exchange are records in the exchange's own books, and blockchains do not expire them.",
          },
          {
            prompt:
              "You place a limit buy below the current price. It waits in the order book and fills an hour later. Which fee usually applies?",
            options: [
              "The maker fee, usually the lower rate",
              "The taker fee, usually the higher rate",
              "No fee, because limit orders are free on every exchange",
              "A network fee paid to miners",
            ],
            correct: [0],
            explanation:
              "An order that waits in the book adds liquidity, so it is a maker order, and maker fees are usually lower than taker fees. Limit orders are not automatically free, and network fees apply to blockchain transfers, not to trades inside an exchange.",
          },
        ],
      },
    },
  ],
};
