// Module 01 of the seeded course: "Money and crypto basics" (lessons under ../lessons/01-money-and-crypto).
import type { SeedModule } from "../seed-types.ts";

export const moneyAndCrypto: SeedModule = {
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
};
