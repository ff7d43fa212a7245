// Module 04 of the seeded course: "Reading a price chart" (lessons under ../lessons/04-reading-charts).
import type { SeedModule } from "../seed-types.ts";

export const readingCharts: SeedModule = {
  slug: "reading-a-price-chart",
  title: "Reading a price chart",
  summary:
    "Line and candlestick charts, timeframes, volume, and trends, support and resistance, with an honest look at what charts cannot tell you.",
  isPreview: false,
  lessons: [
    {
      slug: "line-and-candlestick-charts",
      title: "Line and candlestick charts",
      file: "04-reading-charts/01-line-and-candlestick-charts.md",
      minutes: 4,
    },
    { slug: "timeframes", title: "Timeframes", file: "04-reading-charts/02-timeframes.md", minutes: 4 },
    { slug: "volume", title: "Volume", file: "04-reading-charts/03-volume.md", minutes: 4 },
    {
      slug: "trends-support-and-resistance",
      title: "Trends, support and resistance",
      file: "04-reading-charts/04-trends-support-and-resistance.md",
      minutes: 5,
    },
    {
      slug: "reading-charts-review",
      title: "Module review",
      file: "04-reading-charts/05-reading-charts-review.md",
      minutes: 3,
      quiz: {
        passMarkPercent: 80,
        questions: [
          {
            prompt: "A daily candle has open $104, high $105, low $92 and close $94. Which description is right?",
            options: [
              "A red candle: the close is below the open, with a body of $10",
              "A green candle, because the high is above the open",
              "A red candle with a body of $13",
              "A green candle with a long lower wick",
            ],
            correct: [0],
            explanation:
              "The close ($94) is below the open ($104), so by the usual convention the candle is red, and the body is 104 − 94 = $10. $13 is the range (high − low), not the body. The colour depends on close versus open, not on the high.",
          },
          {
            prompt: "Which of these can you read directly from a single candlestick? Choose all that apply.",
            options: [
              "The opening price of the period",
              "The highest price traded in the period",
              "Whether the high came before the low",
              "The closing price of the period",
            ],
            correct: [0, 1, 3],
            explanation:
              "A candle shows open, high, low and close. It hides the order of events: the same candle can come from a rise followed by a fall or the other way round, which matters when you think about where a stop-loss would have been hit.",
          },
          {
            prompt:
              "On the daily chart a coin is in an uptrend, but on the 5-minute chart it has been falling for an hour. What is the most accurate conclusion?",
            options: [
              "Both can be true at once; they describe different periods",
              "The 5-minute chart is the correct one because it is more recent",
              "The daily chart proves the price will keep rising",
              "One of the two charts must be wrong",
            ],
            correct: [0],
            explanation:
              "Timeframes describe different stretches of time, so a short fall inside a longer rise is normal. Neither chart proves what comes next, and the shorter one is not more correct, only noisier.",
          },
          {
            prompt: "A coin rose 7% in a day on about three times its usual volume. What does the volume tell you?",
            options: [
              "Many more traders than usual took part in the move",
              "More coins were bought than sold that day",
              "The price will keep rising tomorrow",
              "One single buyer caused the whole move",
            ],
            correct: [0],
            explanation:
              'High volume means much more trading than usual, so the move drew wide participation. Every trade has a buyer and a seller, so volume cannot show "more bought than sold", and it does not predict the next move.',
          },
          {
            prompt: "A coin has bounced near $30 three times this year. Which statement is the most accurate?",
            options: [
              "$30 is an area where falls stopped before; it may or may not hold next time",
              "The price is unable to fall below $30",
              "Buying near $30 is safe because support always holds",
              "$30 will now act as resistance",
            ],
            correct: [0],
            explanation:
              "Support describes where the price turned in the past. It has no power to stop the next fall: news, large sellers or a crowd of stop-losses can push straight through it. That is why a plan names the point where you are wrong before you buy.",
          },
          {
            prompt: "Which statements about chart patterns are accurate? Choose all that apply.",
            options: [
              "They describe what prices did in the past",
              "News can push the price through any level on a chart",
              "A well-drawn pattern reliably predicts the next move",
              "People can find patterns even in random data",
            ],
            correct: [0, 1, 3],
            explanation:
              "Patterns are descriptions of the past, they are easy to see in hindsight and even in random noise, and news overrides them. No pattern or indicator reliably predicts prices; use them to plan risk, not to foresee profits.",
          },
        ],
      },
    },
  ],
};
