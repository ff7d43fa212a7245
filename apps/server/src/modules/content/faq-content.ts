import {
  COURSE_LABELS,
  FAQ_SECTIONS,
  formatAmount,
  formatDuration,
  formatMoney,
  PAYMENT_CHECK_SENTENCES,
  type TFaqSection,
  type TFaqSectionName,
  type TPaymentCheck,
} from "@vaultline/shared";

/**
 * What the FAQ states about prices, durations, holds and limits, read from what the product itself
 * uses (the course prices, the settings, the plan list), so an answer can never disagree with them.
 */
export type FaqFacts = {
  /** Course prices in cents and how long a STANDARD package opens the course. */
  course: { monthlyCents: number; fullPayCents: number; monthlyAccessMonths: number; trialDays: number };
  addressHoldHours: number;
  fourEyesThresholdCents: number;
  /** The lowest minimum of the plans open now, in cents; null when no plan is open. */
  lowestPlanMinimumCents: number | null;
  maxUploadMiB: number;
  /** How crypto deposits are checked here (CHAIN_WATCH). */
  paymentCheck: TPaymentCheck;
};

const checks = (f: FaqFacts) => PAYMENT_CHECK_SENTENCES[f.paymentCheck];

type Answer = string | ((facts: FaqFacts) => string);
type Faq = { question: string; answer: Answer };

/** The FAQ: written for how Vaultline works; an answer with a figure is a function of the facts. */
const FAQ_CONTENT: Record<TFaqSectionName, Faq[]> = {
  General: [
    {
      question: "What is Vaultline?",
      answer: (f) =>
        `Vaultline offers crypto investment plans and a trading education course. You fund a plan with Bitcoin, Ether or USDT. ${checks(f).rule} Every change to your balance is recorded in your wallet history so you can follow each cent.`,
    },
    {
      question: "What is cryptocurrency?",
      answer:
        "A cryptocurrency is a digital asset recorded on a blockchain: a public ledger kept by many computers instead of one bank. Ownership is controlled with private keys, transfers cannot be reversed once confirmed, and prices can move sharply in either direction.",
    },
    {
      question: "What are the risks?",
      answer:
        "Crypto assets are high-risk. Returns are not guaranteed and you could lose all the money you invest. A plan's value moves with the market: past performance does not predict future returns, and the value can fall below what you put in. Only invest money you can afford to lose, and read the risk disclosure you accept before your first deposit.",
    },
    {
      question: "Why do I have to verify my identity?",
      answer:
        "Verification protects your account and is required before you can withdraw. You upload the front and back of a government-issued ID card or driver's license, with your phone number and SSN. The SSN is stored encrypted and shown masked; documents are private and only you and our administrators can open them.",
    },
    {
      question: "Which verification documents are accepted?",
      answer: (f) =>
        `Original, full-size, unedited colour photos or scans (PNG, JPEG, HEIC or PDF, up to ${f.maxUploadMiB} MiB each) of a valid, government-issued ID card or driver's license, on a single-coloured background, readable and well lit. Black-and-white, edited or expired documents are refused; if a request is denied you see the reason and can submit again.`,
    },
  ],
  Invest: [
    {
      question: "How do I invest?",
      answer: (f) =>
        `Create an account, open Invest, choose a plan and an amount within its range${
          f.lowestPlanMinimumCents === null
            ? ""
            : ` (the smallest amount any plan takes today is ${formatAmount(f.lowestPlanMinimumCents)})`
        }, then send the exact coin amount shown in Bitcoin, Ether or USDT (ERC20) to the address shown${
          f.paymentCheck === "person" ? " and upload a screenshot or PDF of the transfer" : ""
        }. ${checks(f).deposit}`,
    },
    {
      question: "How is my deposit checked?",
      answer: (f) =>
        f.paymentCheck === "chain"
          ? "Vaultline watches the blockchain for your payment to the address of your deposit and counts its confirmations. An exact payment is invested automatically once confirmed, and you are e-mailed when it is seen and when it is invested. A person reviews only exceptions: a payment that is short, too much or late is credited or refunded by an administrator, with the reason recorded."
          : "A person compares your proof of payment, and the transaction id if you gave one, with the transfer on the blockchain, usually within one business day. When it matches, the deposit is approved and you are e-mailed. If it does not, the deposit is denied with a reason you can read on your dashboard.",
    },
    {
      question: "How is the value of my deposit calculated?",
      answer:
        "Each plan is a model portfolio of bitcoin, ether and dollar cash at fixed weights. When your deposit is approved it buys units of the plan at that moment's price per unit (the net asset value: the plan's holdings at market prices divided by its units). Your position is worth its units times today's price per unit, so it rises and falls with the market. After the plan's holding period you can move it, whole or in part, to your wallet at the price of that moment. Nobody promises or sets a return.",
    },
    {
      question: "Are there any fees?",
      answer:
        "Vaultline does not add a fee to deposits, withdrawals or course payments. Each plan has a yearly management fee, shown with the plan (at most 5%), taken a day at a time from the plan's holdings and already reflected in its price per unit. The blockchain network charges its own transaction fee (the miner or gas fee) to whoever sends a transfer, so check the fee in your wallet app before sending.",
    },
    {
      question: "How do withdrawals work?",
      answer: (f) =>
        `Withdrawals are for verified members. When you request one, the amount is reserved from your balance at once, so it can never be spent twice. An administrator then approves it for payout to the address and network you gave, or denies it with a reason and the reserved amount returns to your balance. ${checks(f).payout} You can cancel a request while it is pending. A withdrawal above ${formatMoney(f.fourEyesThresholdCents)} needs a second administrator's approval, so it can take longer.`,
    },
    {
      question: "Why can't I use a withdrawal address I just saved?",
      answer: (f) =>
        `A newly saved withdrawal address can be used ${formatDuration(f.addressHoldHours, "hour")} after you add it, and you are e-mailed when it is saved. If someone else got into your account, that gives you time to see it and remove the address before any money can leave.`,
    },
    {
      question: "Can I pay by card?",
      answer:
        "Only when card payments are switched on. If they are not, the card option is clearly marked unavailable and nothing is ever charged. Vaultline never stores your full card number or CVV: only the brand and the last four digits.",
    },
  ],
  Trade: [
    {
      question: "What does the trading course include?",
      answer: (f) =>
        `Every lesson and quiz, progress tracking, a completion certificate and a demo trading account, in both packages. ${COURSE_LABELS.monthly} costs ${formatMoney(f.course.monthlyCents)} for ${formatDuration(f.course.monthlyAccessMonths, "month")} of access (renewable); ${COURSE_LABELS.fullPay} costs ${formatMoney(f.course.fullPayCents)} once, for lifetime access including lessons added later. A ${f.course.trialDays}-day free trial opens the course before you pay.`,
    },
    {
      question: "How do I pay for the course?",
      answer:
        "Pay with crypto and upload your proof (course payments are not watched on the blockchain: a person checks each proof, usually within one business day), by card when card payments are available, or straight from your wallet balance, which is debited at once and gives immediate access. Your dashboard shows whether your course access is pending, active or denied.",
    },
    {
      question: "What is a demo account?",
      answer:
        "A practice account with virtual money. You can try orders, stop-losses and strategies on live prices without risking real funds, which is the safest way to learn before you trade.",
    },
    {
      question: "How do I manage trading risk?",
      answer:
        "Decide before each trade how much you are willing to lose, size your position so that loss is a small part of your capital, set a stop-loss, and avoid leverage until you understand it: leverage multiplies losses as well as gains.",
    },
  ],
  Bitcoin: [
    {
      question: "What is Bitcoin?",
      answer:
        "Bitcoin (BTC) is the first cryptocurrency, launched in 2009. Its supply is capped at 21 million coins and new blocks are added to its blockchain roughly every ten minutes by miners.",
    },
    {
      question: "How do I send Bitcoin to Vaultline?",
      answer:
        "Copy the Bitcoin address from the deposit step (or scan its QR code), paste it into your wallet or exchange, and check the first and last characters before you confirm. Send on the Bitcoin network only; a transfer sent to the wrong address or network cannot be reversed.",
    },
    {
      question: "How long does a Bitcoin transfer take?",
      answer:
        "A transfer is usually included in a block within 10 to 60 minutes, depending on the fee you pay and how busy the network is. We check deposits once the transfer is visible on the blockchain.",
    },
    {
      question: "Where can I buy Bitcoin?",
      answer:
        "On a regulated exchange in your country. Buy the amount you want to invest plus the network fee, then withdraw it from the exchange to the deposit address shown in Vaultline.",
    },
  ],
  "Alternative Coins": [
    {
      question: "What are alternative coins?",
      answer:
        "Any cryptocurrency other than Bitcoin, such as Ether (ETH) and stablecoins like USDT. Many are newer, smaller and more volatile than Bitcoin.",
    },
    {
      question: "What is USDT and which network do you accept?",
      answer:
        "USDT (Tether) is a stablecoin designed to track the US dollar. Vaultline accepts USDT on the Ethereum network (ERC20) only. USDT sent over another network, such as TRC20 or BEP20, cannot be credited and may be lost.",
    },
    {
      question: "Are stablecoins risk-free?",
      answer:
        "No. A stablecoin depends on its issuer's reserves and can lose its link to the dollar. It removes most price swings, not all risk.",
    },
    {
      question: "Can I deposit other coins?",
      answer:
        "No. Plans and the course are funded in Bitcoin, Ether or USDT (ERC20) only. Other coins sent to our addresses cannot be credited.",
    },
  ],
  Mining: [
    {
      question: "What is crypto mining?",
      answer:
        "Mining is how proof-of-work blockchains such as Bitcoin confirm transactions: miners run specialised computers that compete to add the next block and earn newly created coins plus the transaction fees.",
    },
    {
      question: "Does Vaultline sell mining contracts?",
      answer:
        "No. Vaultline offers investment plans and a trading course; it does not sell mining contracts or hashing power.",
    },
    {
      question: "Can I mine Bitcoin at home?",
      answer:
        "Bitcoin mining today needs dedicated ASIC machines and cheap electricity; on a home computer the power bill is far higher than what you could earn.",
    },
    {
      question: "What is the Bitcoin halving?",
      answer:
        "About every four years (every 210,000 blocks) the reward miners receive for a new block is cut in half. It slows the creation of new bitcoins until the 21 million cap is reached.",
    },
  ],
  NFTs: [
    {
      question: "What is an NFT?",
      answer:
        "A non-fungible token is a unique token on a blockchain that records ownership of a digital item, such as an image or a ticket. Owning the token does not by itself give you the copyright of the item.",
    },
    {
      question: "Can I invest in NFTs through Vaultline?",
      answer:
        "No. Vaultline does not buy, sell or hold NFTs, and NFTs cannot be used to fund a plan or pay for the course.",
    },
    {
      question: "What are the risks of NFTs?",
      answer:
        "NFT prices are set by very thin markets: an item may find no buyer at any price. Fake collections and phishing links are common, so never sign a wallet request you do not fully understand.",
    },
  ],
};

/** The FAQ by section, its figures filled in from `facts`. */
export function faqSections(facts: FaqFacts): TFaqSection[] {
  return FAQ_SECTIONS.map((section) => ({
    section,
    items: FAQ_CONTENT[section].map((item, position) => ({
      id: `${section.toLowerCase().replaceAll(" ", "-")}-${position + 1}`,
      question: item.question,
      answer: typeof item.answer === "string" ? item.answer : item.answer(facts),
    })),
  }));
}
