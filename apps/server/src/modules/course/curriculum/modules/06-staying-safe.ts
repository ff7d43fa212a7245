// Module 06 of the seeded course: "Staying safe: scams, records and taxes" (lessons under ../lessons/06-staying-safe).
import type { SeedModule } from "../seed-types.ts";

export const stayingSafe: SeedModule = {
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
};
