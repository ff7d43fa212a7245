// The seeded beginner course (PRODUCT.md §6): modules → lessons (Markdown bodies under ./lessons) → one quiz per
// module, on its last lesson ("Module review"). Content only; the loader reads these constants and files.
// `minutes` is the reading time of the body at about 200 words a minute, rounded up; a review's also allows for its quiz.

/** `correct` holds indexes into `options`; more than one index makes a multi-answer ("choose all that apply") question. */
export type SeedQuestion = { prompt: string; options: string[]; correct: number[]; explanation: string };
export type SeedQuiz = { passMarkPercent: number; questions: SeedQuestion[] };
/** `file` is relative to curriculum/lessons/, e.g. "01-money-and-crypto/01-what-money-is.md". */
export type SeedLesson = { slug: string; title: string; file: string; minutes: number; quiz?: SeedQuiz };
export type SeedModule = { slug: string; title: string; summary: string; isPreview: boolean; lessons: SeedLesson[] };

export const COURSE_TITLE = "Crypto trading foundations";

export const CURRICULUM: SeedModule[] = [
  {
    slug: "money-and-crypto-basics",
    title: "Money and crypto basics",
    summary:
      "What money is, how a blockchain records transfers, how Bitcoin's supply, blocks and fees work, and why a stablecoin is not a bank deposit and must be sent on the right network.",
    isPreview: true,
    lessons: [
      { slug: "what-money-is", title: "What money is", file: "01-money-and-crypto/01-what-money-is.md", minutes: 4 },
      {
        slug: "what-a-cryptocurrency-is",
        title: "What a cryptocurrency is",
        file: "01-money-and-crypto/02-what-a-cryptocurrency-is.md",
        minutes: 4,
      },
      {
        slug: "bitcoin-supply-blocks-and-fees",
        title: "Bitcoin: supply, blocks and fees",
        file: "01-money-and-crypto/03-bitcoin-supply-blocks-and-fees.md",
        minutes: 4,
      },
      {
        slug: "stablecoins-and-networks",
        title: "Stablecoins and networks",
        file: "01-money-and-crypto/04-stablecoins-and-networks.md",
        minutes: 4,
      },
      {
        slug: "money-and-crypto-review",
        title: "Module review",
        file: "01-money-and-crypto/05-money-and-crypto-review.md",
        minutes: 3,
        quiz: {
          passMarkPercent: 80,
          questions: [
            {
              prompt: "What is the most bitcoin that can ever exist under Bitcoin's rules?",
              options: [
                "21 million bitcoins",
                "100 million bitcoins",
                "There is no limit; miners can create as many as they like",
                "21 billion bitcoins",
              ],
              correct: [0],
              explanation:
                "Bitcoin's rules cap the supply at 21 million. New coins come only from block rewards, which halve every 210,000 blocks (roughly every four years). Miners cannot create more than the rules allow, because every node checks the reward. A capped supply is not a promise that the price will rise.",
            },
            {
              prompt: "On average, how often is a new Bitcoin block added?",
              options: [
                "About every 10 seconds",
                "About every 10 minutes",
                "Exactly every 10 minutes, like a clock",
                "About once a day",
              ],
              correct: [1],
              explanation:
                'The average is about 10 minutes, kept there by a difficulty adjustment every 2,016 blocks. "Exactly every 10 minutes" is tempting but wrong: real gaps vary a lot, from a minute or two to more than half an hour.',
            },
            {
              prompt: "What mainly decides the fee for a Bitcoin transaction?",
              options: [
                "The amount sent: the fee is 1% of it",
                "The transaction's size in data and how busy the network is",
                "A fixed fee set by the company that runs Bitcoin",
                "Nothing; Bitcoin transfers are free",
              ],
              correct: [1],
              explanation:
                "Fees are quoted per virtual byte, so they depend on how much data the transaction takes up and on how many others are competing for block space. Sending 0.001 BTC can cost the same as sending 10 BTC. No company runs Bitcoin or sets its fees.",
            },
            {
              prompt: "Which statements about a dollar stablecoin such as USDT are true? Choose all that apply.",
              options: [
                "It is issued by a private company",
                "It is covered by government deposit protection, like a bank account",
                "Its market price can move away from $1",
                "The issuer can freeze tokens held at an address",
              ],
              correct: [0, 2, 3],
              explanation:
                "A dollar stablecoin is a private company's token: its value depends on the issuer's reserves and the market, it can depeg (USDC briefly fell under 90 cents in March 2023), and issuers can freeze tokens. It is not a bank deposit, so government deposit protection does not apply.",
            },
            {
              prompt:
                'A service shows you a deposit address labelled "USDT — ERC20 network only". Your app offers Ethereum (ERC20), Tron (TRC20) and BNB Smart Chain. Which should you choose?',
              options: [
                "Ethereum (ERC20)",
                "Tron (TRC20), because its fees are lower",
                "BNB Smart Chain, because it accepts the same 0x address",
                "Any of them, because USDT is the same token on every network",
              ],
              correct: [0],
              explanation:
                "USDT on each network is a separate record on a separate blockchain. The recipient watches only the ERC20 (Ethereum) network at that address. Lower fees do not help if the coins never arrive, and an address that is accepted on another 0x network is exactly how funds end up lost for good.",
            },
            {
              prompt: "Which statements about a confirmed blockchain transfer are true? Choose all that apply.",
              options: [
                "Anyone can look it up on the public ledger",
                "Your bank can reverse it if you ask within 24 hours",
                "Nobody can reverse it, even if the address was wrong",
                "It was signed with the sender's private key",
              ],
              correct: [0, 2, 3],
              explanation:
                "Blockchain transfers are public, signed with the sender's private key, and final once confirmed. No bank sits in the middle of a blockchain transfer, so no bank can pull it back. That is why the checks must happen before you send.",
            },
          ],
        },
      },
    ],
  },
  {
    slug: "wallets-keys-and-seed-phrases",
    title: "Wallets, keys and seed phrases",
    summary:
      "Custodial accounts and self-custody, how private keys and addresses work, how to protect a seed phrase, and a routine for sending crypto safely.",
    isPreview: false,
    lessons: [
      {
        slug: "custodial-and-self-custody",
        title: "Custodial wallets and self-custody",
        file: "02-wallets-and-keys/01-custodial-and-self-custody.md",
        minutes: 4,
      },
      {
        slug: "private-keys-and-addresses",
        title: "Private keys and public addresses",
        file: "02-wallets-and-keys/02-private-keys-and-addresses.md",
        minutes: 4,
      },
      { slug: "seed-phrases", title: "Seed phrases", file: "02-wallets-and-keys/03-seed-phrases.md", minutes: 4 },
      {
        slug: "sending-safely",
        title: "Sending crypto safely",
        file: "02-wallets-and-keys/04-sending-safely.md",
        minutes: 4,
      },
      {
        slug: "wallets-and-keys-review",
        title: "Module review",
        file: "02-wallets-and-keys/05-wallets-and-keys-review.md",
        minutes: 3,
        quiz: {
          passMarkPercent: 80,
          questions: [
            {
              prompt: "What does a crypto wallet actually hold?",
              options: [
                "The coins themselves, stored on your device",
                "The keys that control coins recorded on the blockchain",
                "A copy of your bank account",
                "Your exchange password",
              ],
              correct: [1],
              explanation:
                "The coins stay on the blockchain; a wallet holds the keys that can move them. That is why losing the keys (and their backup) means losing access to the coins, even though the coins are still recorded on the chain.",
            },
            {
              prompt: "Which of these can you safely give to someone who wants to pay you?",
              options: [
                "Your seed phrase",
                "Your private key",
                "Your receiving address",
                "A photo of your backup card",
              ],
              correct: [2],
              explanation:
                "An address is like a letterbox slot: anyone can put coins in, only the key holder can take them out. The seed phrase, the private key and any photo of your backup all give full control of your coins to whoever has them.",
            },
            {
              prompt:
                'A stranger messages you: "I\'m from wallet support. Enter your 12 words at this link to fix your problem." Which responses are right? Choose all that apply.',
              options: [
                "Do not enter the words anywhere; this is a scam",
                "Enter only the first 6 words, to be safe",
                "Contact support yourself, only through the official website or app",
                "Send a small amount to the agent to verify your wallet instead",
              ],
              correct: [0, 2],
              explanation:
                'Nobody legitimate ever asks for your seed phrase, and real support does not message you first. Giving part of the phrase still helps a thief, and sending coins to "verify" a wallet is another common trick. Reach support only through the official site or app, typed in yourself.',
            },
            {
              prompt: "Which is a good way to back up a seed phrase?",
              options: [
                "A photo or screenshot on your phone",
                "Handwritten on paper, with two copies kept in two different safe places",
                "An e-mail to yourself",
                "A note in a cloud app protected by a strong password",
              ],
              correct: [1],
              explanation:
                "A seed phrase should stay offline. Photos sync to cloud services, and e-mails and cloud notes can be reached by anyone who breaks into those accounts, however strong the password. Two handwritten copies in two places protect against both theft and a single fire or flood.",
            },
            {
              prompt:
                "You are about to send $2,000 of USDT to a new address for the first time. Which steps are wise? Choose all that apply.",
              options: [
                "Copy the address from the recipient's official source and check all of it after pasting",
                "Choose exactly the network the recipient names",
                "Send a small test amount first and check that it arrives",
                "Check only the first four characters, because checksums catch every mistake",
              ],
              correct: [0, 1, 2],
              explanation:
                "Checksums catch typing errors but not a valid address swapped in by clipboard malware or copied from a poisoned history, and those look-alikes often match the first and last characters. Check the whole address, pick the exact network and send a small test first: an extra fee of a few dollars is cheap insurance.",
            },
            {
              prompt: "Which statement about custodial accounts and self-custody is true?",
              options: [
                "With self-custody, nobody can restore your coins if you lose both your device and your seed phrase",
                "With a custodial exchange account, your coins are safe even if the exchange fails",
                "Self-custody requires you to verify your identity with the blockchain",
                "Custodial accounts are completely safe because the company is responsible",
              ],
              correct: [0],
              explanation:
                "Self-custody means no company can lose your coins, but also that no company can rescue you. Custodial accounts carry the company's risks: customers of Mt. Gox and FTX lost access to their coins when those exchanges failed. Blockchains do not check identity; exchanges do.",
            },
          ],
        },
      },
    ],
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    slug: "scams-records-and-taxes",
    title: "Staying safe: scams, records and taxes",
    summary:
      "How to spot investment scams, fake support and phishing, pump-and-dumps, romance and recovery scams, and how to keep the records you need for tax.",
    isPreview: false,
    lessons: [
      {
        slug: "red-flags-of-investment-scams",
        title: "Red flags of investment scams",
        file: "06-staying-safe/01-red-flags-of-investment-scams.md",
        minutes: 4,
      },
      {
        slug: "impersonation-and-phishing",
        title: "Impersonation, fake support and phishing",
        file: "06-staying-safe/02-impersonation-and-phishing.md",
        minutes: 5,
      },
      {
        slug: "pump-and-dump-romance-and-recovery-scams",
        title: "Pump-and-dumps, romance scams and recovery scams",
        file: "06-staying-safe/03-pump-and-dump-romance-and-recovery-scams.md",
        minutes: 5,
      },
      {
        slug: "records-and-taxes",
        title: "Records and taxes",
        file: "06-staying-safe/04-records-and-taxes.md",
        minutes: 4,
      },
      {
        slug: "staying-safe-review",
        title: "Module review",
        file: "06-staying-safe/05-staying-safe-review.md",
        minutes: 3,
        quiz: {
          passMarkPercent: 80,
          questions: [
            {
              prompt: "Which of these are warning signs of an investment scam? Choose all that apply.",
              options: [
                "A promise of guaranteed returns, which no real investment can make",
                "You must pay a fee or a tax before you can withdraw",
                "Pressure to decide today",
                "The firm is on your regulator's register under the same name and web address, and you contacted it through the details on the register",
              ],
              correct: [0, 1, 2],
              explanation:
                "No real investment can guarantee returns, and fees demanded before a withdrawal and pressure to act fast are classic scam signs. Finding the firm on the regulator's register and contacting it through those details is the check you should make; it is not a warning sign (watch only for clones using a real firm's name with different contact details).",
            },
            {
              prompt:
                "Right after you post in a public chat about a missing deposit, an account using the company's logo sends you a private message offering help. What is it most likely to be?",
              options: [
                "A scammer; real support does not contact you first in private messages",
                "Real support, because it uses the company's logo",
                "Real support, because it replied so quickly",
                "A helpful bot that is safe to give your password to",
              ],
              correct: [0],
              explanation:
                "Scammers watch public chats and answer within minutes with copied logos. Real support does not message you first, and nobody should ever get your password, seed phrase or codes. Contact support only through the company's own website or app.",
            },
            {
              prompt:
                'After losing money to a fake platform, you are contacted by a "recovery firm" that can get it back for a 10% upfront fee. What should you do?',
              options: [
                "Refuse: nobody can reverse a confirmed blockchain transfer, and upfront-fee recovery offers are scams",
                "Pay, because 10% is small compared with the loss",
                "Pay half now and half when the money comes back",
                "Send them your seed phrase so they can trace the funds",
              ],
              correct: [0],
              explanation:
                "Recovery scams target people who have already lost money, often run by the same groups. Real police and regulators do not charge fees to return money, and no hacker or lawyer can reverse a blockchain transfer. Report the loss to the police and your fraud reporting service instead.",
            },
            {
              prompt:
                "Someone you met online weeks ago introduces you to a trading platform. You deposited $500, the dashboard shows big profits, and a $50 withdrawal worked. What is true?",
              options: [
                "A small withdrawal that works does not prove the platform is real; this matches a common scam pattern",
                "Because the withdrawal worked, it is safe to deposit more",
                "The profits on the dashboard prove the platform is trading for you",
                "Borrowing to deposit more is fine if the person has been kind to you",
              ],
              correct: [0],
              explanation:
                'Romance ("pig butchering") scams let a small withdrawal through to build trust, then push for bigger deposits and invent fees when you try to take money out. A dashboard is only numbers in the scammers\' database. Never invest through a platform chosen by someone you met online.',
            },
            {
              prompt: "Which details should you record for each crypto transaction? Choose all that apply.",
              options: [
                "The date and time",
                "The asset and the amount",
                "The price in your own currency and the fees paid",
                "Nothing, because the blockchain keeps all of this in dollars for you",
              ],
              correct: [0, 1, 2],
              explanation:
                "Keep the date, asset, amount, price in your currency, fees, platform and transaction ID for every buy, sell, swap and transfer. A blockchain shows transfers between addresses, but not what you paid in dollars, which addresses are yours, or why you moved coins.",
            },
            {
              prompt: "Which statement about crypto and tax is accurate in general terms?",
              options: [
                "In many countries, swapping one coin for another can count as a disposal that may be taxed; rules differ, so check with a qualified tax adviser",
                "Crypto is never taxed anywhere",
                "In every country, only money withdrawn to a bank account can be taxed",
                "Transfers between your own wallets are always taxed as sales",
              ],
              correct: [0],
              explanation:
                "Many countries treat selling, swapping and spending crypto as disposals that can create a taxable gain, but rates, methods and reporting differ by country. Transfers between your own wallets are usually not disposals, though you need records to show both wallets are yours.",
            },
          ],
        },
      },
    ],
  },
  {
    slug: "how-vaultline-works",
    title: "How Vaultline works and what can go wrong",
    summary:
      "Plans and their target ROI, how a deposit is checked, approved and settled, the crypto pay step, your wallet ledger and withdrawals, the demo account, and what to do when something goes wrong.",
    isPreview: false,
    lessons: [
      {
        slug: "plans-deposits-and-approval",
        title: "Plans, deposits and approval",
        file: "07-how-vaultline-works/01-plans-deposits-and-approval.md",
        minutes: 4,
      },
      {
        slug: "the-crypto-pay-step",
        title: "The crypto pay step",
        file: "07-how-vaultline-works/02-the-crypto-pay-step.md",
        minutes: 5,
      },
      {
        slug: "wallet-ledger-and-withdrawals",
        title: "Your wallet, the ledger and withdrawals",
        file: "07-how-vaultline-works/03-wallet-ledger-and-withdrawals.md",
        minutes: 4,
      },
      {
        slug: "demo-account-and-what-can-go-wrong",
        title: "The demo account and what can go wrong",
        file: "07-how-vaultline-works/04-demo-account-and-what-can-go-wrong.md",
        minutes: 5,
      },
      {
        slug: "how-vaultline-works-review",
        title: "Module review",
        file: "07-how-vaultline-works/05-how-vaultline-works-review.md",
        minutes: 3,
        quiz: {
          passMarkPercent: 80,
          questions: [
            {
              prompt:
                "You deposit $2,000 into a plan with a target ROI of 45%, and an administrator approves it on 5 June. What is fixed at approval?",
              options: [
                "An expected amount of $2,900 and a withdrawal date of 5 July",
                "An expected amount of $2,090 and a withdrawal date of 5 July",
                "An expected amount of $2,900 and a withdrawal date of 5 June next year",
                "Nothing is fixed until the investment is settled",
              ],
              correct: [0],
              explanation:
                "Expected amount = $2,000 + $2,000 × 45 ÷ 100 = $2,900, and the withdrawal date is one calendar month after approval, 5 July. $2,090 uses 4.5% instead of 45%. The expected amount is a target and not guaranteed: at settlement an administrator posts the actual payout, which can be lower.",
            },
            {
              prompt: 'Your deposit shows the status "denied". What does that mean?',
              options: [
                "An administrator did not accept it, and the reason is shown to you",
                "It is still waiting to be checked",
                "It was settled and paid into your wallet",
                "It was invested in a plan with a lower ROI",
              ],
              correct: [0],
              explanation:
                'A pending deposit is either accepted or denied, and a denial always comes with a reason you can read on your dashboard (you are also e-mailed). Waiting to be checked is "pending"; settled and paid into the wallet is "withdrawn".',
            },
            {
              prompt: "Which statements about Vaultline's crypto pay step are true? Choose all that apply.",
              options: [
                "The quote shows the exact coin amount to send and expires after 15 minutes",
                "USDT must be sent on the ERC20 network only",
                "After the quote expires, you can still send the old amount",
                "The QR code holds the address and the amount",
              ],
              correct: [0, 1, 3],
              explanation:
                "The pay step gives an exact coin amount, a rate, a 15-minute expiry, the address with its network, and a QR code with the amount. Once a quote expires its coin amount is out of date: use the new quote the page gives you instead of sending the old amount.",
            },
            {
              prompt:
                "You request a $600 withdrawal, and an administrator later denies it. What happens to your balance?",
              options: [
                "The $600 was reserved when you asked, and the denial releases it back to your wallet",
                "Nothing was ever taken, so nothing changes",
                "The $600 is lost",
                "The $600 stays reserved until you make a new request",
              ],
              correct: [0],
              explanation:
                'A withdrawal reserves the amount at once with a ledger entry, so the same money cannot leave twice and the balance never goes negative. A denial (with a reason) or your own cancellation while pending adds a release entry that returns it. "Nothing was taken" is tempting but wrong: the reserve shows in your history right away.',
            },
            {
              prompt:
                "An account on a chat app says it is Vaultline support and asks for your password to speed up your withdrawal. What do you do?",
              options: [
                "Refuse, and contact support only through the Vaultline website; staff never ask for your password or seed phrase",
                "Give the password, then change it straight afterwards",
                "Give your seed phrase instead, since it is not your password",
                "Ask for a screenshot of your balance as proof, then give the password",
              ],
              correct: [0],
              explanation:
                "Vaultline staff never ask for your password or seed phrase and do not offer help in private messages. Even a few minutes with your password is enough for a thief, and a screenshot proves nothing. Use support only through the website, reached by typing the address yourself.",
            },
            {
              prompt:
                "Which statements about your Vaultline wallet and the demo account are true? Choose all that apply.",
              options: [
                "Your wallet balance is the sum of ledger entries you can read in your transaction history",
                "Gains in the demo account can be withdrawn to your wallet",
                "Vaultline can reverse a payout that was sent to a wrong address",
                "Withdrawals need identity verification first",
              ],
              correct: [0, 3],
              explanation:
                "Every change to your wallet is a ledger entry, and withdrawals require verified identity. The demo account uses virtual money only and never touches your wallet or ledger. A payout on a blockchain cannot be reversed by anyone, which is why you must check the address and network before you request it.",
            },
          ],
        },
      },
    ],
  },
];
