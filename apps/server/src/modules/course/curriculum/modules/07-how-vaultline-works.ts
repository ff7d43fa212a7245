// Module 07 of the seeded course: "How Vaultline works and what can go wrong" (lessons under ../lessons/07-how-vaultline-works).
import type { SeedModule } from "../seed-types.ts";

export const howVaultlineWorks: SeedModule = {
  slug: "how-vaultline-works",
  title: "How Vaultline works and what can go wrong",
  summary:
    "Plans as model portfolios, how a deposit is checked, approved and buys units, the crypto pay step, your wallet ledger and withdrawals, the demo account, and what to do when something goes wrong.",
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
              "You deposit $2,000 into a plan whose NAV per unit is $1.60 when your payment is confirmed. Later the NAV is $1.40. What is your position worth then?",
            options: [
              "$1,750: you bought 1,250 units, and 1,250 × $1.40 = $1,750",
              "$2,000: what you paid in is fixed once the deposit is approved",
              "$2,800: 2,000 × $1.40",
              "$2,286: $2,000 × 1.60 ÷ 1.40",
            ],
            correct: [0],
            explanation:
              "A deposit buys units at the NAV of that moment: $2,000 ÷ $1.60 = 1,250 units. A position is worth units × NAV now, so it follows the market down as well as up: 1,250 × $1.40 = $1,750, less than you paid in. Nothing is fixed or promised at approval except the number of units and the end of the holding period.",
          },
          {
            prompt: 'Your deposit shows the status "denied". What does that mean?',
            options: [
              "An administrator did not accept it, and the reason is shown to you",
              "It is still waiting to be checked",
              "It was moved to your wallet",
              "It was invested in a more cautious plan",
            ],
            correct: [0],
            explanation:
              'A pending deposit is either accepted or denied, and a denial always comes with a reason you can read on your dashboard (you are also e-mailed). A deposit waiting to be checked shows "Awaiting payment"; one whose units were all moved to the wallet shows "Moved to wallet".',
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
};
