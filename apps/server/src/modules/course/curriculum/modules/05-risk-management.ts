// Module 05 of the seeded course: "Risk management" (lessons under ../lessons/05-risk-management).
import type { SeedModule } from "../seed-types.ts";

export const riskManagement: SeedModule = {
  slug: "risk-management",
  title: "Risk management",
  summary:
    "Position sizing, stop-losses and volatility, drawdowns and the maths of recovery, diversification, money you can afford to lose, and why leverage is dangerous.",
  isPreview: false,
  lessons: [
    {
      slug: "position-sizing",
      title: "Position sizing",
      file: "05-risk-management/01-position-sizing.md",
      minutes: 4,
    },
    {
      slug: "stop-losses-and-volatility",
      title: "Stop-losses and volatility",
      file: "05-risk-management/02-stop-losses-and-volatility.md",
      minutes: 4,
    },
    {
      slug: "drawdowns-and-recovery",
      title: "Drawdowns and the maths of recovery",
      file: "05-risk-management/03-drawdowns-and-recovery.md",
      minutes: 4,
    },
    {
      slug: "diversification-and-leverage",
      title: "Diversification, money you can afford to lose, and leverage",
      file: "05-risk-management/04-diversification-and-leverage.md",
      minutes: 5,
    },
    {
      slug: "risk-management-review",
      title: "Module review",
      file: "05-risk-management/05-risk-management-review.md",
      minutes: 3,
      quiz: {
        passMarkPercent: 80,
        questions: [
          {
            prompt:
              "Your account is $8,000 and you risk 1% per trade. You plan to buy at $50 with a stop-loss at $46. Before costs, how many coins should you buy?",
            options: ["20 coins", "160 coins", "80 coins", "2 coins"],
            correct: [0],
            explanation:
              "Risk in money: 1% of $8,000 = $80. Distance to the stop: $50 − $46 = $4 per coin. Size: $80 ÷ $4 = 20 coins, a $1,000 position. 160 coins would be the whole account, and 80 confuses the $80 risk with a number of coins. In practice, round down a little for fees.",
          },
          {
            prompt: "Your account falls 50%. What gain do you need to get back to where you started?",
            options: ["50%", "75%", "100%", "200%"],
            correct: [2],
            explanation:
              "After a 50% loss, $1,000 becomes $500, and $500 must double to get back to $1,000: a 100% gain. A 50% gain on $500 only reaches $750. That is why avoiding large losses matters more than chasing large gains.",
          },
          {
            prompt:
              "You open a position with 10x leverage, and the price moves 10% against you. Ignoring fees, what happens to your margin?",
            options: [
              "You lose about 10% of your margin",
              "You lose about all of it, and you are likely liquidated before the move even reaches 10%",
              "Nothing, because leverage only multiplies gains",
              "You lose about 1% of your margin",
            ],
            correct: [1],
            explanation:
              "At 10x, a 10% move against a position equals 100% of your margin. Platforms liquidate you earlier, once your margin drops below the maintenance level, and charge fees too. Leverage multiplies losses exactly as much as gains.",
          },
          {
            prompt: "Which of these is money you cannot afford to lose? Choose all that apply.",
            options: [
              "Your emergency savings",
              "Money borrowed on a credit card",
              "Next month's rent",
              "Spare money whose total loss would not change your daily life",
            ],
            correct: [0, 1, 2],
            explanation:
              "Emergency savings, borrowed money and money needed for bills must never be put at risk: a 50% fall would hurt your life, and borrowed money must be repaid with interest even if the investment goes to zero. Only spare money, whose loss would not change your daily life, passes the test.",
          },
          {
            prompt: "The price is getting close to your stop-loss. What does good risk management say?",
            options: [
              "Leave the stop where it is, or exit; never move it further away",
              "Move the stop further away to give the trade more room",
              "Remove the stop and wait for a recovery",
              "Buy more to lower your average price",
            ],
            correct: [0],
            explanation:
              "The stop marks where you decided in advance that the idea is wrong. Moving it further away, removing it or adding to a losing position all turn a planned small loss into an unplanned large one.",
          },
          {
            prompt:
              "A coin near $100 has an average daily range of about $6. Which statements are sensible? Choose all that apply.",
            options: [
              "A stop-loss $2 below your entry is likely to be hit by ordinary noise",
              "A wider stop, such as $9 to $12, needs a smaller position for the same risk",
              "Volatile coins deserve larger positions because they move more",
              "If you widen the stop, keep the same number of coins",
            ],
            correct: [0, 1],
            explanation:
              "A stop inside a normal day's range gets hit even when the idea was right. Giving the trade more room is fine only if the position shrinks so the money at risk stays the same; keeping the same size with a wider stop, or buying more of volatile coins, raises the risk.",
          },
        ],
      },
    },
  ],
};
