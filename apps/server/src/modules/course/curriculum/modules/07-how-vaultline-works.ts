// Module 07 of the seeded course: "How Vaultline works and what can go wrong" (lessons under ../lessons/07-how-vaultline-works).
import type { SeedModule } from "../seed-types.ts";

export const howVaultlineWorks: SeedModule = {
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
};
