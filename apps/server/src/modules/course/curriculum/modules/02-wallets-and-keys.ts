// Module 02 of the seeded course: "Wallets, keys and seed phrases" (lessons under ../lessons/02-wallets-and-keys).
import type { SeedModule } from "../seed-types.ts";

export const walletsAndKeys: SeedModule = {
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
            options: ["Your seed phrase", "Your private key", "Your receiving address", "A photo of your backup card"],
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
};
