// The portfolios' messages, in a file without zod: a plan's public record shows one, and importing it
// from portfolios.ts built that file's schemas (and the ones they import) on the page's main thread.

export const PORTFOLIO_MESSAGES = {
  pricesUnavailable: "Prices are unavailable right now. Nothing was recorded. Try again in a few minutes.",
  holdingPeriod: (date: string) => `Your holding period ends on ${date}`,
  tooManyUnits: (units: string) => `You hold only ${units} units`,
  unitsInvalid: "Enter a number of units above 0 with at most 6 decimals",
  notInvested: "This deposit holds no units to move",
  moveWhat: "Say what to move: a number of units, or all of them (all: true), not both",
  moveAllInvalid: "all must be true when given",
  pastPerformance: "Past performance does not predict future returns. The value can fall below what you put in.",
  tooLittleHistory: "Too little history yet",
} as const;
