-- Lesson illustrations (docs/course.md): existing databases get the new text of each illustrated
-- lesson, but only where the lesson is still exactly as seeded; an admin's own edit is kept.
UPDATE course_lessons SET body_md = $lesson_new$Before we talk about crypto, it helps to be clear about what money is and what it does for us. Cryptocurrencies try to do some of the same jobs, and you can only judge how well they do them if you know what the jobs are.

## How to use this course

This course is **education, not financial advice**. Nothing in it tells you what to buy, when to buy it or how much to put in. Please keep three facts in mind from the first page to the last:

- **Most beginners who trade lose money.** Trading is hard, costs add up, and beginners tend to take too much risk.
- **Crypto assets are high-risk.** Their prices can fall fast and far, and you can lose all the money you put in.
- **Only use money you can afford to lose.** Never use rent money, savings for a near goal, or borrowed money.

Each module ends with a short review and a quiz. The quiz explains every answer, so use it to learn, not only to pass.

## The three jobs of money

Economists usually describe money by the three jobs it does.

![The three jobs of money: a medium of exchange, a unit of account and a store of value, which inflation slowly erodes.](/course-images/three-jobs-of-money.svg)

| Job | What it means | Everyday example |
|---|---|---|
| Medium of exchange | People accept it in return for goods and services | You pay $4 for a coffee instead of offering to wash the cups |
| Unit of account | Prices are measured in it, so you can compare them | A phone costs $600 and a laptop $900, so the laptop costs 1.5 times as much |
| Store of value | It keeps its buying power over time, more or less | You can save $100 today and still buy roughly $100 of groceries next month |

Something that does all three jobs well is useful money. Something that does one job badly, for example a thing whose value jumps 10% up or down in a day, is harder to use as money, even if people trade it.

## Where today's money comes from

The dollar, the euro and the pound are **fiat money**: a government declares them legal tender, and a central bank manages how much of it there is. They are not backed by gold or any other commodity. They work because people, businesses and governments accept them, and because taxes are paid in them.

Most of the money people use is not notes and coins. It is **numbers in bank records**. When your employer pays you, no cash moves: your bank's records show a higher balance. When you pay by card, your balance goes down and the shop's goes up. Money today is mostly a system of records, and that idea matters when we get to blockchains.

## Inflation: why money slowly loses value

Prices in most economies rise over time. This is called **inflation**, and it means each unit of money buys a bit less each year.

A worked example: suppose prices rise 3% a year.

- A basket of groceries costs $100 today.
- Next year it costs $103.
- After 10 years it costs about $134 (because 1.03 multiplied by itself 10 times is about 1.34).

So $100 kept as cash for 10 years would buy only about three quarters of that basket. This is one reason people look for ways to invest. It is **not** a reason to rush into something risky: losing 40% of your money in a month is far worse than losing 3% of its buying power in a year.

## Money in a bank is a claim on the bank

When you "have $1,000 in the bank", the bank does not keep your $1,000 in a drawer. You have a **claim** on the bank: it owes you $1,000 and promises to pay when you ask. Banks lend most deposits out, and they are regulated and supervised because of that.

In many countries, a government-backed scheme protects bank deposits up to a limit if a bank fails. Keep this in mind: later in this module you will see that a "digital dollar" issued by a private crypto company is **not** the same as a bank deposit and usually has no such protection.

## Why this matters for crypto

Cryptocurrencies were invented to be money that no single bank or government controls. Judge them against the three jobs:

- **Medium of exchange:** some shops and services accept them, but most people still pay in fiat money.
- **Unit of account:** almost nobody prices groceries in bitcoin; crypto prices are usually quoted in dollars.
- **Store of value:** prices swing a lot. Bitcoin, for example, has fallen more than 70% from a peak more than once.

That volatility is what attracts traders, and it is also what makes crypto risky. In the next lesson we look at what a cryptocurrency actually is and how a blockchain records who owns what.
$lesson_new$, updated_at = now()
  WHERE slug = 'what-money-is' AND body_md = $lesson_old$Before we talk about crypto, it helps to be clear about what money is and what it does for us. Cryptocurrencies try to do some of the same jobs, and you can only judge how well they do them if you know what the jobs are.

## How to use this course

This course is **education, not financial advice**. Nothing in it tells you what to buy, when to buy it or how much to put in. Please keep three facts in mind from the first page to the last:

- **Most beginners who trade lose money.** Trading is hard, costs add up, and beginners tend to take too much risk.
- **Crypto assets are high-risk.** Their prices can fall fast and far, and you can lose all the money you put in.
- **Only use money you can afford to lose.** Never use rent money, savings for a near goal, or borrowed money.

Each module ends with a short review and a quiz. The quiz explains every answer, so use it to learn, not only to pass.

## The three jobs of money

Economists usually describe money by the three jobs it does.

| Job | What it means | Everyday example |
|---|---|---|
| Medium of exchange | People accept it in return for goods and services | You pay $4 for a coffee instead of offering to wash the cups |
| Unit of account | Prices are measured in it, so you can compare them | A phone costs $600 and a laptop $900, so the laptop costs 1.5 times as much |
| Store of value | It keeps its buying power over time, more or less | You can save $100 today and still buy roughly $100 of groceries next month |

Something that does all three jobs well is useful money. Something that does one job badly, for example a thing whose value jumps 10% up or down in a day, is harder to use as money, even if people trade it.

## Where today's money comes from

The dollar, the euro and the pound are **fiat money**: a government declares them legal tender, and a central bank manages how much of it there is. They are not backed by gold or any other commodity. They work because people, businesses and governments accept them, and because taxes are paid in them.

Most of the money people use is not notes and coins. It is **numbers in bank records**. When your employer pays you, no cash moves: your bank's records show a higher balance. When you pay by card, your balance goes down and the shop's goes up. Money today is mostly a system of records, and that idea matters when we get to blockchains.

## Inflation: why money slowly loses value

Prices in most economies rise over time. This is called **inflation**, and it means each unit of money buys a bit less each year.

A worked example: suppose prices rise 3% a year.

- A basket of groceries costs $100 today.
- Next year it costs $103.
- After 10 years it costs about $134 (because 1.03 multiplied by itself 10 times is about 1.34).

So $100 kept as cash for 10 years would buy only about three quarters of that basket. This is one reason people look for ways to invest. It is **not** a reason to rush into something risky: losing 40% of your money in a month is far worse than losing 3% of its buying power in a year.

## Money in a bank is a claim on the bank

When you "have $1,000 in the bank", the bank does not keep your $1,000 in a drawer. You have a **claim** on the bank: it owes you $1,000 and promises to pay when you ask. Banks lend most deposits out, and they are regulated and supervised because of that.

In many countries, a government-backed scheme protects bank deposits up to a limit if a bank fails. Keep this in mind: later in this module you will see that a "digital dollar" issued by a private crypto company is **not** the same as a bank deposit and usually has no such protection.

## Why this matters for crypto

Cryptocurrencies were invented to be money that no single bank or government controls. Judge them against the three jobs:

- **Medium of exchange:** some shops and services accept them, but most people still pay in fiat money.
- **Unit of account:** almost nobody prices groceries in bitcoin; crypto prices are usually quoted in dollars.
- **Store of value:** prices swing a lot. Bitcoin, for example, has fallen more than 70% from a peak more than once.

That volatility is what attracts traders, and it is also what makes crypto risky. In the next lesson we look at what a cryptocurrency actually is and how a blockchain records who owns what.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$In the last lesson you saw that most money today is a record in a bank's books. A cryptocurrency is also a record of who owns what, but the record is kept in a very different way: there is no bank in the middle, and thousands of computers keep the same copy.

## A shared ledger instead of a bank

A **ledger** is a list of transactions and balances. Your bank keeps one ledger for its customers, and you trust the bank to keep it correctly.

![One bank's ledger beside a shared ledger: many computers each keep a copy, check every new transfer and add it in the next block.](/course-images/shared-ledger.svg)

A **blockchain** is a ledger that:

- is copied onto thousands of computers (called **nodes**) around the world;
- anyone can read, so every transfer is public;
- is updated only by following strict rules that every node checks for itself;
- is practically impossible to rewrite once a transfer is buried under later records.

A **cryptocurrency** is the unit that this ledger counts: bitcoin on the Bitcoin blockchain, ether on Ethereum, and so on. You never hold a coin the way you hold a banknote. What you hold is the ability to move a balance recorded on the blockchain.

## Addresses and keys

On a blockchain, balances belong to **addresses**, not to names. An address is a string of letters and digits, for example:

- a Bitcoin address often starts with `bc1`, `1` or `3`;
- an Ethereum address starts with `0x` followed by 40 hexadecimal characters.

Each address is controlled by a **private key**, a secret number. To move coins, your wallet software uses the private key to create a **digital signature**. The network can check the signature without ever seeing the key. Whoever has the private key controls the coins; there is no "forgot password" button. Module 2 covers keys in detail.

## How a transfer gets recorded

Suppose Ana wants to send 0.01 BTC to Ben.

1. Ben gives Ana his address.
2. Ana's wallet builds a transaction: "move 0.01 BTC from Ana's address to Ben's address", adds a fee, and signs it with Ana's private key.
3. The wallet broadcasts the transaction to the network. Nodes check it: is the signature valid, and does Ana's address really hold enough?
4. Valid transactions wait in a queue. A **block producer** (a miner on Bitcoin, a validator on Ethereum) picks transactions, usually the ones paying higher fees first, and bundles them into a **block**.
5. The new block is added to the chain. Each block contains a fingerprint (a **hash**) of the block before it, which is why it is called a chain. Changing an old transfer would change that block's fingerprint and break every block after it.
6. Each later block added on top is one more **confirmation**. The more confirmations, the harder it becomes to undo the transfer.

Once confirmed, the transfer is final. **There is no bank that can reverse it**, even if Ana typed the wrong address.

## Who keeps the ledger honest?

Anyone can run a node, so the system needs a way to agree on which new block is the real one. The two main methods are:

| Method | Used by | How block producers are chosen | What stops cheating |
|---|---|---|---|
| Proof of work | Bitcoin | Miners compete to solve a puzzle that takes huge amounts of computing power | Cheating would need more computing power than the honest miners combined |
| Proof of stake | Ethereum (since 2022) | Validators lock up coins as a deposit and are chosen to propose blocks | A validator who cheats can lose part of the deposit |

You do not need to understand the mathematics to use crypto. What you do need to understand are the consequences.

## What this means for you

- **Transfers are public.** Anyone can see every transaction of an address. Addresses do not show your name, but they can often be linked to you, for example through an exchange that knows who you are.
- **Transfers are irreversible.** A payment to a wrong address, or to a scammer, cannot be pulled back by anyone.
- **You are responsible for your keys.** Lose them and the coins are stuck for good; let someone steal them and the coins are gone.
- **Fees are paid to the network.** Every transfer costs a fee, which changes with how busy the network is.
- **Prices are set by trading.** Nothing backs the price of most cryptocurrencies except what buyers will pay, so prices can move 5% or more in a single day.

## Many blockchains, many coins

There are thousands of cryptocurrencies. Some have their own blockchain (Bitcoin, Ethereum). Others are **tokens** that live on another chain: the dollar token USDT, for example, exists as a token on Ethereum, on Tron and on several other blockchains. That detail will become very important later in this module, when we talk about sending tokens on the right network.

Next, we look more closely at the first and best-known cryptocurrency: Bitcoin.
$lesson_new$, updated_at = now()
  WHERE slug = 'what-a-cryptocurrency-is' AND body_md = $lesson_old$In the last lesson you saw that most money today is a record in a bank's books. A cryptocurrency is also a record of who owns what, but the record is kept in a very different way: there is no bank in the middle, and thousands of computers keep the same copy.

## A shared ledger instead of a bank

A **ledger** is a list of transactions and balances. Your bank keeps one ledger for its customers, and you trust the bank to keep it correctly.

A **blockchain** is a ledger that:

- is copied onto thousands of computers (called **nodes**) around the world;
- anyone can read, so every transfer is public;
- is updated only by following strict rules that every node checks for itself;
- is practically impossible to rewrite once a transfer is buried under later records.

A **cryptocurrency** is the unit that this ledger counts: bitcoin on the Bitcoin blockchain, ether on Ethereum, and so on. You never hold a coin the way you hold a banknote. What you hold is the ability to move a balance recorded on the blockchain.

## Addresses and keys

On a blockchain, balances belong to **addresses**, not to names. An address is a string of letters and digits, for example:

- a Bitcoin address often starts with `bc1`, `1` or `3`;
- an Ethereum address starts with `0x` followed by 40 hexadecimal characters.

Each address is controlled by a **private key**, a secret number. To move coins, your wallet software uses the private key to create a **digital signature**. The network can check the signature without ever seeing the key. Whoever has the private key controls the coins; there is no "forgot password" button. Module 2 covers keys in detail.

## How a transfer gets recorded

Suppose Ana wants to send 0.01 BTC to Ben.

1. Ben gives Ana his address.
2. Ana's wallet builds a transaction: "move 0.01 BTC from Ana's address to Ben's address", adds a fee, and signs it with Ana's private key.
3. The wallet broadcasts the transaction to the network. Nodes check it: is the signature valid, and does Ana's address really hold enough?
4. Valid transactions wait in a queue. A **block producer** (a miner on Bitcoin, a validator on Ethereum) picks transactions, usually the ones paying higher fees first, and bundles them into a **block**.
5. The new block is added to the chain. Each block contains a fingerprint (a **hash**) of the block before it, which is why it is called a chain. Changing an old transfer would change that block's fingerprint and break every block after it.
6. Each later block added on top is one more **confirmation**. The more confirmations, the harder it becomes to undo the transfer.

Once confirmed, the transfer is final. **There is no bank that can reverse it**, even if Ana typed the wrong address.

## Who keeps the ledger honest?

Anyone can run a node, so the system needs a way to agree on which new block is the real one. The two main methods are:

| Method | Used by | How block producers are chosen | What stops cheating |
|---|---|---|---|
| Proof of work | Bitcoin | Miners compete to solve a puzzle that takes huge amounts of computing power | Cheating would need more computing power than the honest miners combined |
| Proof of stake | Ethereum (since 2022) | Validators lock up coins as a deposit and are chosen to propose blocks | A validator who cheats can lose part of the deposit |

You do not need to understand the mathematics to use crypto. What you do need to understand are the consequences.

## What this means for you

- **Transfers are public.** Anyone can see every transaction of an address. Addresses do not show your name, but they can often be linked to you, for example through an exchange that knows who you are.
- **Transfers are irreversible.** A payment to a wrong address, or to a scammer, cannot be pulled back by anyone.
- **You are responsible for your keys.** Lose them and the coins are stuck for good; let someone steal them and the coins are gone.
- **Fees are paid to the network.** Every transfer costs a fee, which changes with how busy the network is.
- **Prices are set by trading.** Nothing backs the price of most cryptocurrencies except what buyers will pay, so prices can move 5% or more in a single day.

## Many blockchains, many coins

There are thousands of cryptocurrencies. Some have their own blockchain (Bitcoin, Ethereum). Others are **tokens** that live on another chain: the dollar token USDT, for example, exists as a token on Ethereum, on Tron and on several other blockchains. That detail will become very important later in this module, when we talk about sending tokens on the right network.

Next, we look more closely at the first and best-known cryptocurrency: Bitcoin.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Bitcoin was the first cryptocurrency. It was described in a 2008 paper by someone using the name Satoshi Nakamoto, and the network started in January 2009. This lesson covers the facts a beginner needs: how many bitcoins there can be, how blocks and confirmations work, and how fees are set.

## A fixed supply of 21 million

Bitcoin's rules allow at most **21 million bitcoins**, ever. New coins are created only as a reward to the miner who adds a block. That reward is cut in half every 210,000 blocks, which is roughly every four years. This event is called the **halving**.

| Period | New bitcoins per block |
|---|---|
| 2009 to 2012 | 50 |
| 2012 to 2016 | 25 |
| 2016 to 2020 | 12.5 |
| 2020 to 2024 | 6.25 |
| From April 2024 | 3.125 |

Most of the 21 million already exist. The last fractions will be created around the year 2140. A fixed supply does **not** mean the price can only rise: the price depends on how much people want to buy and sell, and bitcoin has had several very deep falls.

## Small units: satoshis

One bitcoin divides into 100,000,000 smaller units called **satoshis** (or "sats").

- 1 BTC = 100,000,000 sats
- 0.001 BTC = 100,000 sats
- 1 sat = 0.00000001 BTC

You never need to buy a whole bitcoin. If one bitcoin costs $60,000, then $60 buys 0.001 BTC. (We use $60,000 as an example price only; the real price changes every second.)

## Blocks and confirmations

Bitcoin transactions are added in **blocks**. On average a new block is found about every **10 minutes**, but this is only an average: sometimes two blocks arrive a minute apart, sometimes the wait is over half an hour. Every 2,016 blocks (about two weeks) the network adjusts the puzzle's difficulty to keep the average near 10 minutes.

![Your transaction's block and the blocks added on top of it: each one is a confirmation, about six in an hour.](/course-images/blocks-and-confirmations.svg)

When your transaction is included in a block, it has **1 confirmation**. Each block added after that adds one more.

| Confirmations | Typical time | What it means in practice |
|---|---|---|
| 0 | seconds | Broadcast but not yet in a block; it could still be dropped or replaced |
| 1 | about 10 minutes on average | In the chain; small payments are often accepted |
| 3 | about 30 minutes | Much harder to reverse |
| 6 | about 1 hour | A common standard for larger amounts |

Exchanges and services decide how many confirmations they wait for before crediting you. If a deposit "has not arrived", it is often simply waiting for confirmations.

## Fees: what you pay depends on size and demand

Each block has limited space, so transactions compete for it. The sender offers a fee, and miners usually pick the transactions that pay the most per unit of space first.

Two things about Bitcoin fees surprise beginners:

1. **The fee depends on the transaction's size in data, not on the amount sent.** Sending 0.001 BTC can cost the same fee as sending 10 BTC.
2. **The fee rate depends on demand.** When many people are sending at once, fees go up.

Fee rates are quoted in **satoshis per virtual byte** (sat/vB). A simple transaction is often somewhere around 140 to 250 vbytes.

A worked example:

- Transaction size: 200 vbytes
- Fee rate: 10 sat/vB
- Fee: 200 × 10 = 2,000 sats = 0.00002 BTC
- At an example price of $60,000 per BTC: 0.00002 × 60,000 = **$1.20**

If the network is busy and the rate rises to 50 sat/vB, the same transaction costs 10,000 sats, or $6.00 at that price. If you pay too low a fee, your transaction may wait in the queue for hours or longer.

## Bitcoin addresses

Bitcoin addresses come in a few formats. All of them are valid, and modern wallets can send to each:

```
1...   older "legacy" format
3...   script format, used for example by many multi-signature wallets
bc1q...   native SegWit
bc1p...   Taproot
```

Addresses are long, and one wrong character sends the coins somewhere else or makes the address invalid. Always copy and paste, then check the whole address. Module 2 covers safe sending step by step.

## Key points to remember

- At most 21 million bitcoins; new ones come from block rewards that halve about every four years.
- Blocks arrive about every 10 minutes on average; each block on top of yours is one more confirmation.
- Fees depend on transaction size and network demand, not on the amount sent.
- A scarce supply is not a promise of a rising price.
$lesson_new$, updated_at = now()
  WHERE slug = 'bitcoin-supply-blocks-and-fees' AND body_md = $lesson_old$Bitcoin was the first cryptocurrency. It was described in a 2008 paper by someone using the name Satoshi Nakamoto, and the network started in January 2009. This lesson covers the facts a beginner needs: how many bitcoins there can be, how blocks and confirmations work, and how fees are set.

## A fixed supply of 21 million

Bitcoin's rules allow at most **21 million bitcoins**, ever. New coins are created only as a reward to the miner who adds a block. That reward is cut in half every 210,000 blocks, which is roughly every four years. This event is called the **halving**.

| Period | New bitcoins per block |
|---|---|
| 2009 to 2012 | 50 |
| 2012 to 2016 | 25 |
| 2016 to 2020 | 12.5 |
| 2020 to 2024 | 6.25 |
| From April 2024 | 3.125 |

Most of the 21 million already exist. The last fractions will be created around the year 2140. A fixed supply does **not** mean the price can only rise: the price depends on how much people want to buy and sell, and bitcoin has had several very deep falls.

## Small units: satoshis

One bitcoin divides into 100,000,000 smaller units called **satoshis** (or "sats").

- 1 BTC = 100,000,000 sats
- 0.001 BTC = 100,000 sats
- 1 sat = 0.00000001 BTC

You never need to buy a whole bitcoin. If one bitcoin costs $60,000, then $60 buys 0.001 BTC. (We use $60,000 as an example price only; the real price changes every second.)

## Blocks and confirmations

Bitcoin transactions are added in **blocks**. On average a new block is found about every **10 minutes**, but this is only an average: sometimes two blocks arrive a minute apart, sometimes the wait is over half an hour. Every 2,016 blocks (about two weeks) the network adjusts the puzzle's difficulty to keep the average near 10 minutes.

When your transaction is included in a block, it has **1 confirmation**. Each block added after that adds one more.

| Confirmations | Typical time | What it means in practice |
|---|---|---|
| 0 | seconds | Broadcast but not yet in a block; it could still be dropped or replaced |
| 1 | about 10 minutes on average | In the chain; small payments are often accepted |
| 3 | about 30 minutes | Much harder to reverse |
| 6 | about 1 hour | A common standard for larger amounts |

Exchanges and services decide how many confirmations they wait for before crediting you. If a deposit "has not arrived", it is often simply waiting for confirmations.

## Fees: what you pay depends on size and demand

Each block has limited space, so transactions compete for it. The sender offers a fee, and miners usually pick the transactions that pay the most per unit of space first.

Two things about Bitcoin fees surprise beginners:

1. **The fee depends on the transaction's size in data, not on the amount sent.** Sending 0.001 BTC can cost the same fee as sending 10 BTC.
2. **The fee rate depends on demand.** When many people are sending at once, fees go up.

Fee rates are quoted in **satoshis per virtual byte** (sat/vB). A simple transaction is often somewhere around 140 to 250 vbytes.

A worked example:

- Transaction size: 200 vbytes
- Fee rate: 10 sat/vB
- Fee: 200 × 10 = 2,000 sats = 0.00002 BTC
- At an example price of $60,000 per BTC: 0.00002 × 60,000 = **$1.20**

If the network is busy and the rate rises to 50 sat/vB, the same transaction costs 10,000 sats, or $6.00 at that price. If you pay too low a fee, your transaction may wait in the queue for hours or longer.

## Bitcoin addresses

Bitcoin addresses come in a few formats. All of them are valid, and modern wallets can send to each:

```
1...   older "legacy" format
3...   script format, used for example by many multi-signature wallets
bc1q...   native SegWit
bc1p...   Taproot
```

Addresses are long, and one wrong character sends the coins somewhere else or makes the address invalid. Always copy and paste, then check the whole address. Module 2 covers safe sending step by step.

## Key points to remember

- At most 21 million bitcoins; new ones come from block rewards that halve about every four years.
- Blocks arrive about every 10 minutes on average; each block on top of yours is one more confirmation.
- Fees depend on transaction size and network demand, not on the amount sent.
- A scarce supply is not a promise of a rising price.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Bitcoin's price moves a lot, which makes it awkward for paying or for holding money between trades. **Stablecoins** are tokens designed to keep a steady price, usually one US dollar. They are widely used, and they come with two traps beginners should know about: a stablecoin is not a bank deposit, and the same stablecoin exists on several networks.

## What a stablecoin is

The biggest stablecoins are **fiat-backed**: a company issues one token for each dollar it says it holds in reserve, in cash, short-term government debt and similar assets.

| Stablecoin | Issuer | Aims to be worth |
|---|---|---|
| USDT (Tether) | Tether | 1 US dollar |
| USDC | Circle | 1 US dollar |

In practice, most people never deal with the issuer. Direct redemption (handing tokens back for dollars) is usually open only to large, verified customers. Everyone else buys and sells stablecoins on exchanges, at whatever price the market sets, which is normally very close to $1.

There are also stablecoins that try to hold their price through trading rules instead of reserves. One of the largest, TerraUSD, collapsed in May 2022 and lost almost all of its value within days.

## Why a dollar stablecoin is not a bank deposit

A token that says "1 dollar" is a **promise by a private company**, not cash and not a bank account.

| | Bank deposit | Dollar stablecoin |
|---|---|---|
| Who owes you | A licensed, supervised bank | The token's issuer, under its own terms |
| Government deposit protection | In many countries, up to a limit | No |
| Can the price differ from $1? | No | Yes, it can "depeg" |
| Can it be frozen? | By court order or the bank | Yes, the issuer can freeze tokens at an address |
| Can a mistaken transfer be reversed? | Often, through the bank | No |

Depegs happen. In March 2023, when a US bank holding part of USDC's reserves failed, USDC briefly traded well below $1, under 90 cents on some markets, before recovering. A stablecoin is **not** risk-free: its value depends on the issuer's reserves, its honesty and the market.

## One token, many networks

USDT is not one blockchain. Tether issues USDT as a token on several blockchains, for example:

![The same dollar stablecoin on the Ethereum and Tron networks: send only on the network the receiver names, or the coins may be lost.](/course-images/one-token-many-networks.svg)

| Network | Token standard | Address looks like | Network fee paid in |
|---|---|---|---|
| Ethereum | ERC20 | `0x` followed by 40 hexadecimal characters | ETH |
| Tron | TRC20 | starts with `T`, 34 characters | TRX |
| Solana | SPL | 32 to 44 letters and digits | SOL |

The USDT on Ethereum and the USDT on Tron are both "USDT", both aim to be worth $1, but they are **separate records on separate blockchains**. A transfer on Tron never shows up on Ethereum, and the other way round.

Two practical details:

- **Fees are paid in the network's own coin.** To send ERC20 USDT from your own wallet you need some ETH for the fee; to send TRC20 USDT you need TRX (or the network's energy and bandwidth resources). A wallet holding only USDT may not be able to send it.
- **Decimals.** USDT on Ethereum uses 6 decimal places, so an amount like 125.500000 USDT is normal.

## Why the wrong network can cost you everything

When you send USDT, you choose the network, and the recipient must be watching **that** network at **that** address.

Example: an exchange shows you an address for "USDT, ERC20 network only". You send USDT from another app, pick the Tron network by mistake, and the app lets you. The transfer cannot arrive on Ethereum. Depending on the case:

- the transfer fails or the address is rejected, and you keep your coins (the lucky case);
- the coins land at an address on a network the recipient does not watch, and the recipient may or may not be able to recover them, often slowly and for a fee;
- the coins are **lost for good**, because nobody holds a key for that address on that network.

A special danger: Ethereum and several other networks (such as BNB Smart Chain, Polygon and Arbitrum) all use the same `0x...` address format. An address that looks perfectly valid can therefore be sent to on the wrong network, and your wallet will not warn you.

## The rule

Before every stablecoin transfer:

1. Read the network the recipient names, for example "ERC20" or "Ethereum".
2. Select **exactly** that network in the sending app.
3. Check that the address format matches the network.
4. For a first transfer to a new address, send a small test amount first.

If a service does not tell you the network for an address, ask before you send anything. Vaultline, for example, labels its USDT deposit address "USDT — ERC20 network only".

This is the end of the teaching lessons in this module. Next comes a short review and the module quiz.
$lesson_new$, updated_at = now()
  WHERE slug = 'stablecoins-and-networks' AND body_md = $lesson_old$Bitcoin's price moves a lot, which makes it awkward for paying or for holding money between trades. **Stablecoins** are tokens designed to keep a steady price, usually one US dollar. They are widely used, and they come with two traps beginners should know about: a stablecoin is not a bank deposit, and the same stablecoin exists on several networks.

## What a stablecoin is

The biggest stablecoins are **fiat-backed**: a company issues one token for each dollar it says it holds in reserve, in cash, short-term government debt and similar assets.

| Stablecoin | Issuer | Aims to be worth |
|---|---|---|
| USDT (Tether) | Tether | 1 US dollar |
| USDC | Circle | 1 US dollar |

In practice, most people never deal with the issuer. Direct redemption (handing tokens back for dollars) is usually open only to large, verified customers. Everyone else buys and sells stablecoins on exchanges, at whatever price the market sets, which is normally very close to $1.

There are also stablecoins that try to hold their price through trading rules instead of reserves. One of the largest, TerraUSD, collapsed in May 2022 and lost almost all of its value within days.

## Why a dollar stablecoin is not a bank deposit

A token that says "1 dollar" is a **promise by a private company**, not cash and not a bank account.

| | Bank deposit | Dollar stablecoin |
|---|---|---|
| Who owes you | A licensed, supervised bank | The token's issuer, under its own terms |
| Government deposit protection | In many countries, up to a limit | No |
| Can the price differ from $1? | No | Yes, it can "depeg" |
| Can it be frozen? | By court order or the bank | Yes, the issuer can freeze tokens at an address |
| Can a mistaken transfer be reversed? | Often, through the bank | No |

Depegs happen. In March 2023, when a US bank holding part of USDC's reserves failed, USDC briefly traded well below $1, under 90 cents on some markets, before recovering. A stablecoin is **not** risk-free: its value depends on the issuer's reserves, its honesty and the market.

## One token, many networks

USDT is not one blockchain. Tether issues USDT as a token on several blockchains, for example:

| Network | Token standard | Address looks like | Network fee paid in |
|---|---|---|---|
| Ethereum | ERC20 | `0x` followed by 40 hexadecimal characters | ETH |
| Tron | TRC20 | starts with `T`, 34 characters | TRX |
| Solana | SPL | 32 to 44 letters and digits | SOL |

The USDT on Ethereum and the USDT on Tron are both "USDT", both aim to be worth $1, but they are **separate records on separate blockchains**. A transfer on Tron never shows up on Ethereum, and the other way round.

Two practical details:

- **Fees are paid in the network's own coin.** To send ERC20 USDT from your own wallet you need some ETH for the fee; to send TRC20 USDT you need TRX (or the network's energy and bandwidth resources). A wallet holding only USDT may not be able to send it.
- **Decimals.** USDT on Ethereum uses 6 decimal places, so an amount like 125.500000 USDT is normal.

## Why the wrong network can cost you everything

When you send USDT, you choose the network, and the recipient must be watching **that** network at **that** address.

Example: an exchange shows you an address for "USDT, ERC20 network only". You send USDT from another app, pick the Tron network by mistake, and the app lets you. The transfer cannot arrive on Ethereum. Depending on the case:

- the transfer fails or the address is rejected, and you keep your coins (the lucky case);
- the coins land at an address on a network the recipient does not watch, and the recipient may or may not be able to recover them, often slowly and for a fee;
- the coins are **lost for good**, because nobody holds a key for that address on that network.

A special danger: Ethereum and several other networks (such as BNB Smart Chain, Polygon and Arbitrum) all use the same `0x...` address format. An address that looks perfectly valid can therefore be sent to on the wrong network, and your wallet will not warn you.

## The rule

Before every stablecoin transfer:

1. Read the network the recipient names, for example "ERC20" or "Ethereum".
2. Select **exactly** that network in the sending app.
3. Check that the address format matches the network.
4. For a first transfer to a new address, send a small test amount first.

If a service does not tell you the network for an address, ask before you send anything. Vaultline, for example, labels its USDT deposit address "USDT — ERC20 network only".

This is the end of the teaching lessons in this module. Next comes a short review and the module quiz.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$A crypto **wallet** does not hold coins. The coins stay on the blockchain; a wallet holds the **keys** that can move them. The first question about any wallet is therefore simple: who holds the keys, you or someone else?

## Two ways to hold crypto

**Custodial:** a company holds the keys for you. When you buy bitcoin on an exchange and leave it there, the exchange controls the addresses. Your account shows a balance, but that balance is a record in the company's books, much like a bank balance. You log in with a password, and the company moves coins when you ask.

![Custodial and self-custody wallets side by side: who holds the keys, and what can go wrong with each.](/course-images/custodial-and-self-custody.svg)

**Self-custody (non-custodial):** you hold the keys yourself, in a wallet app on your phone or computer, or on a small dedicated device called a **hardware wallet**. Nobody can move your coins without your keys, and nobody can help you if you lose them.

| | Custodial (e.g. an exchange account) | Self-custody (your own wallet) |
|---|---|---|
| Who holds the keys | The company | You |
| Forgot your password? | Account recovery is usually possible | Only your seed phrase backup can help |
| If the company fails or is hacked | Your coins may be lost or frozen | Not affected |
| If your device is lost | Log in from a new device | Restore from your backup |
| If your backup is stolen | Not applicable | The thief can take everything |
| Identity checks | Usually required | Not required to create a wallet |
| Ease of use | Easier for beginners | More responsibility |

Neither choice is risk-free. You are choosing **which** risks to carry.

## When the custodian fails

Custody risk is not theoretical. Two well-known examples:

- **Mt. Gox**, once the largest bitcoin exchange, collapsed in 2014 after losing hundreds of thousands of bitcoins. Customers waited about ten years for partial repayments.
- **FTX**, a major exchange, collapsed in November 2022. Customers could not withdraw, and it later emerged that customer funds had been misused.

In both cases, customers who had moved their coins to wallets they controlled were not affected by the exchange's failure. A saying you will often hear in crypto is **"not your keys, not your coins"**. It is a simplification, but it captures the risk.

## When self-custody fails

Self-custody moves the risk onto you. People lose coins by:

- losing the only copy of their seed phrase, then losing or breaking the device;
- storing the seed phrase in a photo, e-mail or cloud note that is later hacked;
- typing the seed phrase into a fake website or handing it to a fake "support agent";
- installing a fake wallet app from an advert or a link in a message.

Research firms estimate that millions of bitcoins are lost for good, much of it through lost keys. There is no customer service for the blockchain.

## Hot and cold wallets

Self-custody wallets are often described by how connected they are to the internet:

- **Hot wallet:** an app on an internet-connected phone or computer. Convenient for small, frequent payments. Exposed to malware and phishing.
- **Cold wallet:** keys kept offline, usually on a hardware wallet that signs transactions inside the device. Safer for larger, long-term holdings. Costs money and takes some learning.

A common approach is like a wallet and a safe at home: a small amount in a hot wallet for everyday use, and the rest in cold storage.

## A practical starting point

For a complete beginner with a small amount:

1. Starting on a reputable exchange (custodial) is simpler, but **turn on two-factor authentication** using an authenticator app, not SMS if you can avoid it.
2. Do not keep more on an exchange than you need for trading.
3. If you move to self-custody, practise first with a small amount, and read the next two lessons before you do.
4. Download wallet apps only from the maker's official website or the official app store listing, and check the publisher's name.

## A note about Vaultline

Your Vaultline wallet balance is **custodial in this sense**: it is a dollar balance in Vaultline's records, not coins at an address you control. Module 7 explains how that balance is recorded and how withdrawals work.

In the next lesson we look at what a private key and a public address actually are.
$lesson_new$, updated_at = now()
  WHERE slug = 'custodial-and-self-custody' AND body_md = $lesson_old$A crypto **wallet** does not hold coins. The coins stay on the blockchain; a wallet holds the **keys** that can move them. The first question about any wallet is therefore simple: who holds the keys, you or someone else?

## Two ways to hold crypto

**Custodial:** a company holds the keys for you. When you buy bitcoin on an exchange and leave it there, the exchange controls the addresses. Your account shows a balance, but that balance is a record in the company's books, much like a bank balance. You log in with a password, and the company moves coins when you ask.

**Self-custody (non-custodial):** you hold the keys yourself, in a wallet app on your phone or computer, or on a small dedicated device called a **hardware wallet**. Nobody can move your coins without your keys, and nobody can help you if you lose them.

| | Custodial (e.g. an exchange account) | Self-custody (your own wallet) |
|---|---|---|
| Who holds the keys | The company | You |
| Forgot your password? | Account recovery is usually possible | Only your seed phrase backup can help |
| If the company fails or is hacked | Your coins may be lost or frozen | Not affected |
| If your device is lost | Log in from a new device | Restore from your backup |
| If your backup is stolen | Not applicable | The thief can take everything |
| Identity checks | Usually required | Not required to create a wallet |
| Ease of use | Easier for beginners | More responsibility |

Neither choice is risk-free. You are choosing **which** risks to carry.

## When the custodian fails

Custody risk is not theoretical. Two well-known examples:

- **Mt. Gox**, once the largest bitcoin exchange, collapsed in 2014 after losing hundreds of thousands of bitcoins. Customers waited about ten years for partial repayments.
- **FTX**, a major exchange, collapsed in November 2022. Customers could not withdraw, and it later emerged that customer funds had been misused.

In both cases, customers who had moved their coins to wallets they controlled were not affected by the exchange's failure. A saying you will often hear in crypto is **"not your keys, not your coins"**. It is a simplification, but it captures the risk.

## When self-custody fails

Self-custody moves the risk onto you. People lose coins by:

- losing the only copy of their seed phrase, then losing or breaking the device;
- storing the seed phrase in a photo, e-mail or cloud note that is later hacked;
- typing the seed phrase into a fake website or handing it to a fake "support agent";
- installing a fake wallet app from an advert or a link in a message.

Research firms estimate that millions of bitcoins are lost for good, much of it through lost keys. There is no customer service for the blockchain.

## Hot and cold wallets

Self-custody wallets are often described by how connected they are to the internet:

- **Hot wallet:** an app on an internet-connected phone or computer. Convenient for small, frequent payments. Exposed to malware and phishing.
- **Cold wallet:** keys kept offline, usually on a hardware wallet that signs transactions inside the device. Safer for larger, long-term holdings. Costs money and takes some learning.

A common approach is like a wallet and a safe at home: a small amount in a hot wallet for everyday use, and the rest in cold storage.

## A practical starting point

For a complete beginner with a small amount:

1. Starting on a reputable exchange (custodial) is simpler, but **turn on two-factor authentication** using an authenticator app, not SMS if you can avoid it.
2. Do not keep more on an exchange than you need for trading.
3. If you move to self-custody, practise first with a small amount, and read the next two lessons before you do.
4. Download wallet apps only from the maker's official website or the official app store listing, and check the publisher's name.

## A note about Vaultline

Your Vaultline wallet balance is **custodial in this sense**: it is a dollar balance in Vaultline's records, not coins at an address you control. Module 7 explains how that balance is recorded and how withdrawals work.

In the next lesson we look at what a private key and a public address actually are.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Every crypto wallet rests on one idea from cryptography: a pair of keys, one secret and one public. Once you understand the pair, most crypto safety rules follow naturally.

## The key pair

- The **private key** is a very large random number. For Bitcoin and Ethereum it is 256 bits long: the number of possible keys is a number with 78 digits. Nobody can guess yours, as long as it was created with good randomness by real wallet software.
- The **public key** is calculated from the private key. The calculation only works one way: from the private key you get the public key in a split second, but from the public key nobody can work back to the private key.
- The **address** is a shorter, encoded form calculated from the public key. It is what you give people who want to send you coins.

![A private key makes a public key, which makes an address; each step works one way, so an address never reveals the key.](/course-images/keys-to-address.svg)

| Item | Secret? | You share it with | If someone else gets it |
|---|---|---|---|
| Private key | **Yes, always** | Nobody, ever | They can take all the coins it controls |
| Public key | No | Used inside transactions | Nothing bad on its own |
| Address | No | Anyone who pays you | They can see your balance and history |

A useful picture: the address is like a **letterbox with a slot**. Anyone who knows where it is can drop something in. Only the person with the key can open it and take things out.

## How a signature proves ownership

To spend coins, your wallet creates a transaction and **signs** it with the private key. The network checks the signature against the public key:

1. The signature is valid only for this exact transaction. Change one digit of the amount or the address and the signature no longer fits.
2. The signature proves the sender holds the private key, without revealing the key.
3. Nodes reject any transaction without a valid signature.

That is why nobody needs your private key to send you coins, and why **nobody legitimate ever needs your private key at all**. Anyone who asks for it wants your coins.

## What addresses look like

Each network has its own format. Some examples of the shape (not real addresses to use):

```
Bitcoin (native SegWit):  bc1q followed by about 38 more letters and digits
Ethereum and its family:  0x followed by 40 hexadecimal characters (0-9, a-f)
Tron:                     T followed by 33 more letters and digits
```

Many address formats contain a **checksum**: a few characters calculated from the rest. If you mistype one character, a good wallet will usually reject the address. That protects against typos, but **not** against a valid address that belongs to someone else, such as one swapped in by malware. A later lesson covers that danger.

## One wallet, many addresses

Modern wallets create many key pairs from a single backup (the seed phrase, next lesson). A Bitcoin wallet may show you a new receiving address each time you ask. This is normal and good for privacy, because it makes it harder for strangers to link all your payments together. Coins sent to any of your older addresses still arrive in your wallet.

On Ethereum and similar networks, people usually keep one address per account, and the same `0x` address works on every compatible network. That is convenient, and it is also why the network you choose when sending matters so much.

## Privacy: addresses are public

Everything sent to an address is visible on the blockchain forever. If someone knows your address, they can look up:

- the balance it holds;
- every transaction in and out, with amounts and times;
- other addresses it has dealt with.

Addresses do not carry your name, but if you ever withdrew from an exchange that verified your identity, that exchange knows which address is yours. Treat your addresses as **public but personal**: fine to share with someone paying you, not something to post everywhere.

## Common mistakes

- **Sending the private key instead of the address.** A private key is often shown as a long string, or as a set of words. If someone asks you to "send your wallet key to receive a payment", that is a scam.
- **Screenshotting a private key.** Photos are synced to cloud services and can be stolen.
- **Importing a key given to you by someone else.** If someone else knows a key, they control whatever you put on it.

## Summary

The private key is the coins, in practice. The address is safe to share. Signatures let you prove you hold the key without showing it. In the next lesson we look at the seed phrase, the backup from which all your keys are created.
$lesson_new$, updated_at = now()
  WHERE slug = 'private-keys-and-addresses' AND body_md = $lesson_old$Every crypto wallet rests on one idea from cryptography: a pair of keys, one secret and one public. Once you understand the pair, most crypto safety rules follow naturally.

## The key pair

- The **private key** is a very large random number. For Bitcoin and Ethereum it is 256 bits long: the number of possible keys is a number with 78 digits. Nobody can guess yours, as long as it was created with good randomness by real wallet software.
- The **public key** is calculated from the private key. The calculation only works one way: from the private key you get the public key in a split second, but from the public key nobody can work back to the private key.
- The **address** is a shorter, encoded form calculated from the public key. It is what you give people who want to send you coins.

| Item | Secret? | You share it with | If someone else gets it |
|---|---|---|---|
| Private key | **Yes, always** | Nobody, ever | They can take all the coins it controls |
| Public key | No | Used inside transactions | Nothing bad on its own |
| Address | No | Anyone who pays you | They can see your balance and history |

A useful picture: the address is like a **letterbox with a slot**. Anyone who knows where it is can drop something in. Only the person with the key can open it and take things out.

## How a signature proves ownership

To spend coins, your wallet creates a transaction and **signs** it with the private key. The network checks the signature against the public key:

1. The signature is valid only for this exact transaction. Change one digit of the amount or the address and the signature no longer fits.
2. The signature proves the sender holds the private key, without revealing the key.
3. Nodes reject any transaction without a valid signature.

That is why nobody needs your private key to send you coins, and why **nobody legitimate ever needs your private key at all**. Anyone who asks for it wants your coins.

## What addresses look like

Each network has its own format. Some examples of the shape (not real addresses to use):

```
Bitcoin (native SegWit):  bc1q followed by about 38 more letters and digits
Ethereum and its family:  0x followed by 40 hexadecimal characters (0-9, a-f)
Tron:                     T followed by 33 more letters and digits
```

Many address formats contain a **checksum**: a few characters calculated from the rest. If you mistype one character, a good wallet will usually reject the address. That protects against typos, but **not** against a valid address that belongs to someone else, such as one swapped in by malware. A later lesson covers that danger.

## One wallet, many addresses

Modern wallets create many key pairs from a single backup (the seed phrase, next lesson). A Bitcoin wallet may show you a new receiving address each time you ask. This is normal and good for privacy, because it makes it harder for strangers to link all your payments together. Coins sent to any of your older addresses still arrive in your wallet.

On Ethereum and similar networks, people usually keep one address per account, and the same `0x` address works on every compatible network. That is convenient, and it is also why the network you choose when sending matters so much.

## Privacy: addresses are public

Everything sent to an address is visible on the blockchain forever. If someone knows your address, they can look up:

- the balance it holds;
- every transaction in and out, with amounts and times;
- other addresses it has dealt with.

Addresses do not carry your name, but if you ever withdrew from an exchange that verified your identity, that exchange knows which address is yours. Treat your addresses as **public but personal**: fine to share with someone paying you, not something to post everywhere.

## Common mistakes

- **Sending the private key instead of the address.** A private key is often shown as a long string, or as a set of words. If someone asks you to "send your wallet key to receive a payment", that is a scam.
- **Screenshotting a private key.** Photos are synced to cloud services and can be stolen.
- **Importing a key given to you by someone else.** If someone else knows a key, they control whatever you put on it.

## Summary

The private key is the coins, in practice. The address is safe to share. Signatures let you prove you hold the key without showing it. In the next lesson we look at the seed phrase, the backup from which all your keys are created.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Sending crypto takes seconds, and a mistake made in those seconds is usually permanent. A bank transfer to the wrong account can often be recalled; a blockchain transfer cannot. This lesson gives you a routine to follow every time.

## Why transfers cannot be undone

Once a transaction is confirmed, it is part of the shared ledger. There is no central operator who can take it back. The only way to get coins back is for the person who received them to send them back voluntarily, and if that person is a scammer, or nobody at all, that will not happen.

So the safety work has to happen **before** you press send.

## The five checks

![The five checks before sending: the real source, the whole address, the network, a small test, then the amount and the fee.](/course-images/five-checks-before-sending.svg)

### 1. Get the address from the real source

Copy the address from the recipient's official app or website, after logging in yourself. Do not take an address from an e-mail, a chat message or a social media post unless you can confirm it another way. Scammers impersonate companies and change addresses in messages.

### 2. Check the whole address

Paste, never retype. Then compare the pasted address with the original **character by character**, or at least the first 6, the last 6 and a few in the middle.

Checking only the start and end is not enough, because of two known attacks:

- **Clipboard malware** watches for crypto addresses you copy and silently replaces them with the attacker's address when you paste.
- **Address poisoning:** an attacker sends you a tiny or zero-value transfer from an address that has the same first and last few characters as one you use often. It then sits in your transaction history, waiting for you to copy it by mistake.

Example of two addresses that look alike at a glance (both made up):

```
0x3fa9b27c41d0e8a5f6c93b12e4d7a80c5f19c71e   your real deposit address
0x3fa9e06d8b2a1fc47e59d30a8b6c21f4e7a0c71e   an attacker's look-alike
```

Many wallets shorten addresses in their history, and both of these would show as `0x3fa9...c71e`. Only the middle differs. Always check the full address.

### 3. Check the network

Choose exactly the network the recipient names (see Module 1). If they say "USDT, ERC20", choose Ethereum / ERC20, not Tron and not another `0x` network. If the recipient does not say which network, ask before sending.

Some coins and some exchanges also require a **memo** or **tag** (for example, a destination tag) in addition to the address. If the recipient asks for one, include it exactly, or the coins may not be credited to your account.

### 4. Send a small test first

For any new address, send a small amount first, confirm that it arrived, then send the rest.

| | Without a test | With a test |
|---|---|---|
| Amount to send | $2,000 of USDT | $20 test, then $1,980 |
| Extra cost | None | One more network fee, e.g. $1 to $5 |
| If the address or network is wrong | You can lose $2,000 | You lose $20 and learn the mistake |

A few dollars of extra fees is cheap insurance.

### 5. Check the amount and the fee

Read the amount twice, including the decimal point: 0.05 BTC and 0.5 BTC look similar and differ by a factor of ten. Look at the network fee the wallet proposes. If you are paying a service that expects an exact amount, check whether your wallet or exchange takes its fee **out of** the amount you type; if it does, less than you typed will arrive.

## After you send

- Note the **transaction ID** (also called a hash or tx id). It lets you and the recipient find the transfer on a public block explorer.
- Wait for the confirmations the recipient needs. A transfer showing "pending" is normal for a while, especially on Bitcoin.
- If something went wrong, contact the recipient's **official** support through their website or app, with the transaction ID. Never ask for help in public comments; scammers watch them and reply pretending to be support.

## Sending checklist

Copy this into your notes and use it until it is a habit:

1. Address copied from the official source, after logging in myself.
2. Full address compared after pasting.
3. Network matches what the recipient named; memo or tag added if required.
4. Small test sent and received for a new address.
5. Amount and fee read twice.
6. Transaction ID saved.

That completes the teaching lessons of this module. Next comes the review and quiz.
$lesson_new$, updated_at = now()
  WHERE slug = 'sending-safely' AND body_md = $lesson_old$Sending crypto takes seconds, and a mistake made in those seconds is usually permanent. A bank transfer to the wrong account can often be recalled; a blockchain transfer cannot. This lesson gives you a routine to follow every time.

## Why transfers cannot be undone

Once a transaction is confirmed, it is part of the shared ledger. There is no central operator who can take it back. The only way to get coins back is for the person who received them to send them back voluntarily, and if that person is a scammer, or nobody at all, that will not happen.

So the safety work has to happen **before** you press send.

## The five checks

### 1. Get the address from the real source

Copy the address from the recipient's official app or website, after logging in yourself. Do not take an address from an e-mail, a chat message or a social media post unless you can confirm it another way. Scammers impersonate companies and change addresses in messages.

### 2. Check the whole address

Paste, never retype. Then compare the pasted address with the original **character by character**, or at least the first 6, the last 6 and a few in the middle.

Checking only the start and end is not enough, because of two known attacks:

- **Clipboard malware** watches for crypto addresses you copy and silently replaces them with the attacker's address when you paste.
- **Address poisoning:** an attacker sends you a tiny or zero-value transfer from an address that has the same first and last few characters as one you use often. It then sits in your transaction history, waiting for you to copy it by mistake.

Example of two addresses that look alike at a glance (both made up):

```
0x3fa9b27c41d0e8a5f6c93b12e4d7a80c5f19c71e   your real deposit address
0x3fa9e06d8b2a1fc47e59d30a8b6c21f4e7a0c71e   an attacker's look-alike
```

Many wallets shorten addresses in their history, and both of these would show as `0x3fa9...c71e`. Only the middle differs. Always check the full address.

### 3. Check the network

Choose exactly the network the recipient names (see Module 1). If they say "USDT, ERC20", choose Ethereum / ERC20, not Tron and not another `0x` network. If the recipient does not say which network, ask before sending.

Some coins and some exchanges also require a **memo** or **tag** (for example, a destination tag) in addition to the address. If the recipient asks for one, include it exactly, or the coins may not be credited to your account.

### 4. Send a small test first

For any new address, send a small amount first, confirm that it arrived, then send the rest.

| | Without a test | With a test |
|---|---|---|
| Amount to send | $2,000 of USDT | $20 test, then $1,980 |
| Extra cost | None | One more network fee, e.g. $1 to $5 |
| If the address or network is wrong | You can lose $2,000 | You lose $20 and learn the mistake |

A few dollars of extra fees is cheap insurance.

### 5. Check the amount and the fee

Read the amount twice, including the decimal point: 0.05 BTC and 0.5 BTC look similar and differ by a factor of ten. Look at the network fee the wallet proposes. If you are paying a service that expects an exact amount, check whether your wallet or exchange takes its fee **out of** the amount you type; if it does, less than you typed will arrive.

## After you send

- Note the **transaction ID** (also called a hash or tx id). It lets you and the recipient find the transfer on a public block explorer.
- Wait for the confirmations the recipient needs. A transfer showing "pending" is normal for a while, especially on Bitcoin.
- If something went wrong, contact the recipient's **official** support through their website or app, with the transaction ID. Never ask for help in public comments; scammers watch them and reply pretending to be support.

## Sending checklist

Copy this into your notes and use it until it is a habit:

1. Address copied from the official source, after logging in myself.
2. Full address compared after pasting.
3. Network matches what the recipient named; memo or tag added if required.
4. Small test sent and received for a new address.
5. Amount and fee read twice.
6. Transaction ID saved.

That completes the teaching lessons of this module. Next comes the review and quiz.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Most people buy their first crypto on an **exchange**. Knowing what an exchange actually does, and what can go wrong with one, helps you use it without trusting it more than it deserves.

## The jobs of an exchange

A centralised crypto exchange is a company that does several things at once:

![An exchange between buyers and sellers: it matches their orders and holds their funds while they trade.](/course-images/what-an-exchange-does.svg)

| Job | What it means for you |
|---|---|
| Marketplace | It matches people who want to buy with people who want to sell, at prices they agree on |
| Custodian | It holds the coins and money in your account; you hold a claim on it |
| On-ramp and off-ramp | It lets you pay in with ordinary money (bank transfer, card) and pay out to your bank |
| Identity checks | It verifies who you are, as most countries' anti-money-laundering laws require |
| Price source | Its trades create the prices you see in charts |

Some exchanges also offer lending, "earn" products and leveraged trading. Each of these adds risks of its own. Module 5 covers leverage.

There are also **decentralised exchanges** (DEXs): programs running on a blockchain that let you trade directly from your own wallet, with no company holding your funds. They avoid custody risk, but they bring their own: bugs in the program, fake tokens with copied names, and no support desk. This course focuses on centralised exchanges, which is where most beginners start.

## Trading pairs

Exchanges list **pairs**. In BTC/USD, bitcoin is the **base** asset and the US dollar is the **quote** asset. A price of 60,000 means one bitcoin costs 60,000 dollars on that exchange at that moment. In the pair ETH/BTC, the price of ether is given in bitcoin instead.

Prices differ slightly between exchanges, because each has its own buyers and sellers. A price you see on a news site may not be the price you get.

## The risks of using an exchange

### Insolvency and misuse of funds

If an exchange loses or misuses customer money, customers can be left waiting for years or lose most of it. Crypto held at an exchange is usually **not** protected by the deposit protection schemes that cover bank accounts.

### Hacks

Exchanges hold large amounts of crypto and are constant targets. Many exchanges have been hacked over the years. Some covered customer losses, others could not.

### Frozen withdrawals

An exchange can pause withdrawals during a crisis, a hack, a technical problem or a legal dispute. Your balance may be shown on screen but be impossible to move.

### Your own account being taken over

Most losses at sound exchanges come from **account takeovers**: stolen passwords, SIM-swap attacks that steal your phone number to receive your SMS codes, and phishing pages that copy the exchange's login.

### Regulation

Rules differ by country and change. An exchange may stop serving your country, or be operating without the licence your country requires.

## Using an exchange more safely

1. **Choose carefully.** Prefer an exchange that is licensed or registered with the financial regulator in your country, has been operating for years, and publishes clear terms. Many regulators publish lists of registered firms and warning lists of unauthorised ones.
2. **Use a unique, long password** that you use nowhere else, ideally from a password manager.
3. **Turn on two-factor authentication** with an authenticator app or a security key. SMS codes are better than nothing but can be stolen through SIM swaps.
4. **Use a withdrawal allowlist** if the exchange offers one, so funds can only go to addresses you approved in advance.
5. **Type the address yourself or use a bookmark**; do not log in through links in e-mails or adverts.
6. **Do not keep more there than you need.** Money you are not actively trading is exposed to the exchange's risks for no benefit.

## A quick example of costs

Suppose you deposit $500 and buy bitcoin. You might pay:

- a deposit fee (for example 1% to 3% for card payments, often less or nothing for bank transfers);
- a trading fee (for example 0.1% to 0.6% of the trade);
- the **spread** (the gap between buying and selling prices, covered later in this module);
- a withdrawal fee if you move the coins to your own wallet.

On $500, a 2% card fee plus a 0.5% trading fee already costs about $12.50 before the price has moved at all. Always read the fee page before you start.

Next, we look at the types of orders you can place and what each one really does.
$lesson_new$, updated_at = now()
  WHERE slug = 'what-an-exchange-does' AND body_md = $lesson_old$Most people buy their first crypto on an **exchange**. Knowing what an exchange actually does, and what can go wrong with one, helps you use it without trusting it more than it deserves.

## The jobs of an exchange

A centralised crypto exchange is a company that does several things at once:

| Job | What it means for you |
|---|---|
| Marketplace | It matches people who want to buy with people who want to sell, at prices they agree on |
| Custodian | It holds the coins and money in your account; you hold a claim on it |
| On-ramp and off-ramp | It lets you pay in with ordinary money (bank transfer, card) and pay out to your bank |
| Identity checks | It verifies who you are, as most countries' anti-money-laundering laws require |
| Price source | Its trades create the prices you see in charts |

Some exchanges also offer lending, "earn" products and leveraged trading. Each of these adds risks of its own. Module 5 covers leverage.

There are also **decentralised exchanges** (DEXs): programs running on a blockchain that let you trade directly from your own wallet, with no company holding your funds. They avoid custody risk, but they bring their own: bugs in the program, fake tokens with copied names, and no support desk. This course focuses on centralised exchanges, which is where most beginners start.

## Trading pairs

Exchanges list **pairs**. In BTC/USD, bitcoin is the **base** asset and the US dollar is the **quote** asset. A price of 60,000 means one bitcoin costs 60,000 dollars on that exchange at that moment. In the pair ETH/BTC, the price of ether is given in bitcoin instead.

Prices differ slightly between exchanges, because each has its own buyers and sellers. A price you see on a news site may not be the price you get.

## The risks of using an exchange

### Insolvency and misuse of funds

If an exchange loses or misuses customer money, customers can be left waiting for years or lose most of it. Crypto held at an exchange is usually **not** protected by the deposit protection schemes that cover bank accounts.

### Hacks

Exchanges hold large amounts of crypto and are constant targets. Many exchanges have been hacked over the years. Some covered customer losses, others could not.

### Frozen withdrawals

An exchange can pause withdrawals during a crisis, a hack, a technical problem or a legal dispute. Your balance may be shown on screen but be impossible to move.

### Your own account being taken over

Most losses at sound exchanges come from **account takeovers**: stolen passwords, SIM-swap attacks that steal your phone number to receive your SMS codes, and phishing pages that copy the exchange's login.

### Regulation

Rules differ by country and change. An exchange may stop serving your country, or be operating without the licence your country requires.

## Using an exchange more safely

1. **Choose carefully.** Prefer an exchange that is licensed or registered with the financial regulator in your country, has been operating for years, and publishes clear terms. Many regulators publish lists of registered firms and warning lists of unauthorised ones.
2. **Use a unique, long password** that you use nowhere else, ideally from a password manager.
3. **Turn on two-factor authentication** with an authenticator app or a security key. SMS codes are better than nothing but can be stolen through SIM swaps.
4. **Use a withdrawal allowlist** if the exchange offers one, so funds can only go to addresses you approved in advance.
5. **Type the address yourself or use a bookmark**; do not log in through links in e-mails or adverts.
6. **Do not keep more there than you need.** Money you are not actively trading is exposed to the exchange's risks for no benefit.

## A quick example of costs

Suppose you deposit $500 and buy bitcoin. You might pay:

- a deposit fee (for example 1% to 3% for card payments, often less or nothing for bank transfers);
- a trading fee (for example 0.1% to 0.6% of the trade);
- the **spread** (the gap between buying and selling prices, covered later in this module);
- a withdrawal fee if you move the coins to your own wallet.

On $500, a 2% card fee plus a 0.5% trading fee already costs about $12.50 before the price has moved at all. Always read the fee page before you start.

Next, we look at the types of orders you can place and what each one really does.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$An **order** is an instruction to the exchange: buy or sell, how much, and on what conditions. The type of order decides whether you control the **price** or the **certainty of getting filled**. You rarely get both.

In this lesson we use an example market where bitcoin's best selling offer (the **ask**) is $60,010 and the best buying offer (the **bid**) is $60,000. These are example prices only.

## Market orders: fast, price not fixed

A **market order** says "buy (or sell) this amount now, at the best prices available".

Example: you place a market buy for 0.01 BTC. The cheapest sellers are asking $60,010, so you pay about 0.01 × 60,010 = **$600.10**, plus the trading fee.

- **Good:** it fills almost immediately.
- **Risk:** you do not choose the price. If there is not enough for sale at the best ask, the rest of your order fills at higher prices. In a fast or thin market, that can cost you much more than you expected. This is called **slippage**, and the next lesson works through an example.

## Limit orders: price fixed, fill not certain

A **limit order** says "buy at this price or lower" (or "sell at this price or higher").

Example: you think $60,010 is too much and place a limit buy for 0.01 BTC at **$58,000**.

- If sellers come down to $58,000, your order fills at $58,000 or better.
- If the price never falls that far, **your order never fills**. You might watch the price rise to $65,000 without you.
- Until it fills or you cancel it, the order waits in the **order book**, where other traders can see it.

A limit sell works the other way. If you hold 0.01 BTC and want to sell only at $65,000 or more, you place a limit sell at $65,000. Traders often call this a **take-profit** order. The name is a hope, not a promise.

## Stop orders: triggered when the price moves against you

A **stop order** sits inactive until the market trades at a price you set (the **stop price**). Then it becomes an active order. It is most often used as a **stop-loss**: a plan to get out if a trade goes wrong.

### Stop-market

Example: you bought 0.01 BTC at $60,000. You decide you will not accept more than about a $30 loss, so you set a stop-market sell at **$57,000**.

- While the price stays above $57,000, nothing happens.
- When a trade happens at $57,000 or lower, your stop turns into a **market sell**.
- In a calm market, you sell close to $57,000: a loss of about 0.01 × 3,000 = **$30**, plus fees.
- In a sudden crash, the next available buyers may be at $56,500, so you sell there and lose about **$35**. In extreme moves, the gap can be much larger.

A stop-loss does **not** guarantee your exit price. All it does is send an order once the stop price trades.

### Stop-limit

A **stop-limit** order has two prices: a stop price that triggers it, and a limit price that is the worst price you will accept.

Example: stop $57,000, limit $56,900.

- If the price falls to $57,000, a limit sell at $56,900 is placed.
- If the price falls straight through $56,900, your order **does not fill**, and you still hold the bitcoin while the price keeps falling.

So a stop-limit protects you from a bad fill but can leave you in a losing trade.

## The order types side by side

| Order type | You control | Fills for sure? | Typical use | Main risk |
|---|---|---|---|---|
| Market | Amount | Yes, if anyone is trading | Get in or out now | Slippage, bad price in thin markets |
| Limit | Amount and worst price | No | Buy or sell at your price | Never fills; price moves away |
| Stop-market | Trigger price | Yes, once triggered | Stop-loss | Exit price can be far worse than the stop |
| Stop-limit | Trigger and worst price | No | Stop-loss with a price floor | Does not fill in a fast fall |

![A price line at one hundred dollars with a market order, a limit buy at ninety-five and a stop-loss at ninety.](/course-images/order-types.svg)

## How long an order lasts

Exchanges let you choose how long an order stays open. Common choices:

- **Good till cancelled (GTC):** stays until it fills or you cancel it.
- **Immediate or cancel (IOC):** fills what it can at once; the rest is cancelled.
- **Post-only:** a limit order that is cancelled instead of being placed if it would fill straight away, so that it only ever adds to the order book. Its purpose shows in the next lesson, on maker and taker fees.

## Common beginner mistakes

- **Using market orders on coins with few trades.** The price you get can be far from the price on the screen.
- **Forgetting open orders.** An old limit order can fill weeks later, when you no longer want it.
- **Typing errors.** An extra zero in the amount, or a limit price of 6,000 instead of 60,000, can be costly. Read the confirmation screen.
- **Moving a stop-loss further away** because the price is getting close to it. That turns a planned small loss into an unplanned large one.

Next: what a trade really costs, including fees, spread and slippage.
$lesson_new$, updated_at = now()
  WHERE slug = 'market-limit-and-stop-orders' AND body_md = $lesson_old$An **order** is an instruction to the exchange: buy or sell, how much, and on what conditions. The type of order decides whether you control the **price** or the **certainty of getting filled**. You rarely get both.

In this lesson we use an example market where bitcoin's best selling offer (the **ask**) is $60,010 and the best buying offer (the **bid**) is $60,000. These are example prices only.

## Market orders: fast, price not fixed

A **market order** says "buy (or sell) this amount now, at the best prices available".

Example: you place a market buy for 0.01 BTC. The cheapest sellers are asking $60,010, so you pay about 0.01 × 60,010 = **$600.10**, plus the trading fee.

- **Good:** it fills almost immediately.
- **Risk:** you do not choose the price. If there is not enough for sale at the best ask, the rest of your order fills at higher prices. In a fast or thin market, that can cost you much more than you expected. This is called **slippage**, and the next lesson works through an example.

## Limit orders: price fixed, fill not certain

A **limit order** says "buy at this price or lower" (or "sell at this price or higher").

Example: you think $60,010 is too much and place a limit buy for 0.01 BTC at **$58,000**.

- If sellers come down to $58,000, your order fills at $58,000 or better.
- If the price never falls that far, **your order never fills**. You might watch the price rise to $65,000 without you.
- Until it fills or you cancel it, the order waits in the **order book**, where other traders can see it.

A limit sell works the other way. If you hold 0.01 BTC and want to sell only at $65,000 or more, you place a limit sell at $65,000. Traders often call this a **take-profit** order. The name is a hope, not a promise.

## Stop orders: triggered when the price moves against you

A **stop order** sits inactive until the market trades at a price you set (the **stop price**). Then it becomes an active order. It is most often used as a **stop-loss**: a plan to get out if a trade goes wrong.

### Stop-market

Example: you bought 0.01 BTC at $60,000. You decide you will not accept more than about a $30 loss, so you set a stop-market sell at **$57,000**.

- While the price stays above $57,000, nothing happens.
- When a trade happens at $57,000 or lower, your stop turns into a **market sell**.
- In a calm market, you sell close to $57,000: a loss of about 0.01 × 3,000 = **$30**, plus fees.
- In a sudden crash, the next available buyers may be at $56,500, so you sell there and lose about **$35**. In extreme moves, the gap can be much larger.

A stop-loss does **not** guarantee your exit price. All it does is send an order once the stop price trades.

### Stop-limit

A **stop-limit** order has two prices: a stop price that triggers it, and a limit price that is the worst price you will accept.

Example: stop $57,000, limit $56,900.

- If the price falls to $57,000, a limit sell at $56,900 is placed.
- If the price falls straight through $56,900, your order **does not fill**, and you still hold the bitcoin while the price keeps falling.

So a stop-limit protects you from a bad fill but can leave you in a losing trade.

## The order types side by side

| Order type | You control | Fills for sure? | Typical use | Main risk |
|---|---|---|---|---|
| Market | Amount | Yes, if anyone is trading | Get in or out now | Slippage, bad price in thin markets |
| Limit | Amount and worst price | No | Buy or sell at your price | Never fills; price moves away |
| Stop-market | Trigger price | Yes, once triggered | Stop-loss | Exit price can be far worse than the stop |
| Stop-limit | Trigger and worst price | No | Stop-loss with a price floor | Does not fill in a fast fall |

## How long an order lasts

Exchanges let you choose how long an order stays open. Common choices:

- **Good till cancelled (GTC):** stays until it fills or you cancel it.
- **Immediate or cancel (IOC):** fills what it can at once; the rest is cancelled.
- **Post-only:** a limit order that is cancelled instead of being placed if it would fill straight away, so that it only ever adds to the order book. Its purpose shows in the next lesson, on maker and taker fees.

## Common beginner mistakes

- **Using market orders on coins with few trades.** The price you get can be far from the price on the screen.
- **Forgetting open orders.** An old limit order can fill weeks later, when you no longer want it.
- **Typing errors.** An extra zero in the amount, or a limit price of 6,000 instead of 60,000, can be costly. Read the confirmation screen.
- **Moving a stop-loss further away** because the price is getting close to it. That turns a planned small loss into an unplanned large one.

Next: what a trade really costs, including fees, spread and slippage.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Every trade costs money, even when the price does not move. Beginners usually notice the trading fee and miss the rest. This lesson covers the three main costs: **fees**, the **spread** and **slippage**. It then adds them up in a worked example.

## Maker and taker fees

Most exchanges charge a percentage of each trade, and the rate depends on how your order interacts with the order book:

- A **maker** is an order that waits in the order book, such as a limit buy below the current price. It *makes* liquidity that others can trade against.
- A **taker** is an order that fills at once against orders already waiting, such as a market order. It *takes* liquidity away.

Taker fees are usually higher than maker fees. Rates vary widely by exchange and by how much you trade. The figures below are examples only:

| Your order | Role | Example fee rate | Fee on a $2,000 trade |
|---|---|---|---|
| Market buy | Taker | 0.20% | $4.00 |
| Limit buy below the price, filled later | Maker | 0.10% | $2.00 |

Some platforms advertise "zero fees". They usually earn money in another way, most often through a wider spread, so compare the total cost, not just the headline fee.

## The spread

At any moment there is a highest price someone will pay (the **bid**) and a lowest price someone will sell at (the **ask**). The gap between them is the **spread**.

- Bitcoin on a busy exchange: bid $60,000, ask $60,010. Spread $10, which is under 0.02% of the price.
- A small, rarely traded coin: bid $0.98, ask $1.00. Spread $0.02, which is **2%** of the price.

If you buy at the ask and immediately sell at the bid, you lose the spread. On busy markets it is tiny. On small coins it can be larger than all the fees together.

## Slippage

A market order fills against the waiting orders, starting with the best price. If the first level does not hold enough, your order "walks" to worse prices. The difference between the price you expected and the average price you got is **slippage**.

### Worked example

The sell side of an example order book for BTC/USD:

| Ask price | BTC available at that price |
|---|---|
| $60,010 | 0.05 |
| $60,050 | 0.10 |
| $60,120 | 0.20 |

You place a **market buy for 0.25 BTC**, expecting to pay about $60,010 each.

1. 0.05 BTC at $60,010 = $3,000.50
2. 0.10 BTC at $60,050 = $6,005.00
3. The remaining 0.10 BTC at $60,120 = $6,012.00

Total: **$15,017.50**, an average of $60,070 per bitcoin.

At the price you expected, 0.25 × 60,010 = $15,002.50. Slippage cost you **$15.00**. Then a 0.20% taker fee on $15,017.50 adds about **$30.04**.

On a small coin with a thin order book, the same kind of order can slip by several percent. A limit order avoids slippage beyond your limit price, at the cost of possibly not filling.

## The round trip: what it costs to get in and out

Traders must pay costs both when they enter and when they exit. A worked example with a small coin:

![What a round trip of one thousand dollars costs: the fee in, the spread, slippage and the fee out.](/course-images/round-trip-costs.svg)

- Bid $9.95, ask $10.05 (a 1% spread).
- Taker fee 0.20% each way.
- You buy 100 coins with a market order: 100 × $10.05 = $1,005.00, plus $2.01 fee = **$1,007.01** paid.
- The price does not move. You sell the 100 coins straight away: 100 × $9.95 = $995.00, minus $1.99 fee = **$993.01** received.

You have lost **$14.00**, about 1.4% of what you paid, while the price stood still. Each trade must first earn back costs like these before it makes anything. A trader who does this 20 times a month pays these costs 20 times.

## Other costs to check

| Cost | When it applies | Example |
|---|---|---|
| Deposit fee | Paying in by card or some bank methods | 1% to 3% for cards |
| Conversion fee | Paying in a currency other than the pair's | Often hidden in the exchange rate |
| Withdrawal fee | Moving coins or money out | A flat fee per withdrawal, set by the exchange |
| Network fee | Any on-chain transfer | Depends on the network and how busy it is |
| Funding or interest | Leveraged positions held over time | Charged regularly while the position is open |

## Practical habits

1. Read the exchange's fee page and write down the maker, taker, deposit and withdrawal fees.
2. Look at the spread before trading a coin; be wary of wide spreads.
3. Prefer limit orders when you are not in a hurry.
4. Trade less often. Costs grow with the number of trades.
5. Work out your round-trip cost as a percentage before entering a trade, and ask whether the move you expect is much bigger than that cost.

Next, we look more closely at the order book itself.
$lesson_new$, updated_at = now()
  WHERE slug = 'fees-spreads-and-slippage' AND body_md = $lesson_old$Every trade costs money, even when the price does not move. Beginners usually notice the trading fee and miss the rest. This lesson covers the three main costs: **fees**, the **spread** and **slippage**. It then adds them up in a worked example.

## Maker and taker fees

Most exchanges charge a percentage of each trade, and the rate depends on how your order interacts with the order book:

- A **maker** is an order that waits in the order book, such as a limit buy below the current price. It *makes* liquidity that others can trade against.
- A **taker** is an order that fills at once against orders already waiting, such as a market order. It *takes* liquidity away.

Taker fees are usually higher than maker fees. Rates vary widely by exchange and by how much you trade. The figures below are examples only:

| Your order | Role | Example fee rate | Fee on a $2,000 trade |
|---|---|---|---|
| Market buy | Taker | 0.20% | $4.00 |
| Limit buy below the price, filled later | Maker | 0.10% | $2.00 |

Some platforms advertise "zero fees". They usually earn money in another way, most often through a wider spread, so compare the total cost, not just the headline fee.

## The spread

At any moment there is a highest price someone will pay (the **bid**) and a lowest price someone will sell at (the **ask**). The gap between them is the **spread**.

- Bitcoin on a busy exchange: bid $60,000, ask $60,010. Spread $10, which is under 0.02% of the price.
- A small, rarely traded coin: bid $0.98, ask $1.00. Spread $0.02, which is **2%** of the price.

If you buy at the ask and immediately sell at the bid, you lose the spread. On busy markets it is tiny. On small coins it can be larger than all the fees together.

## Slippage

A market order fills against the waiting orders, starting with the best price. If the first level does not hold enough, your order "walks" to worse prices. The difference between the price you expected and the average price you got is **slippage**.

### Worked example

The sell side of an example order book for BTC/USD:

| Ask price | BTC available at that price |
|---|---|
| $60,010 | 0.05 |
| $60,050 | 0.10 |
| $60,120 | 0.20 |

You place a **market buy for 0.25 BTC**, expecting to pay about $60,010 each.

1. 0.05 BTC at $60,010 = $3,000.50
2. 0.10 BTC at $60,050 = $6,005.00
3. The remaining 0.10 BTC at $60,120 = $6,012.00

Total: **$15,017.50**, an average of $60,070 per bitcoin.

At the price you expected, 0.25 × 60,010 = $15,002.50. Slippage cost you **$15.00**. Then a 0.20% taker fee on $15,017.50 adds about **$30.04**.

On a small coin with a thin order book, the same kind of order can slip by several percent. A limit order avoids slippage beyond your limit price, at the cost of possibly not filling.

## The round trip: what it costs to get in and out

Traders must pay costs both when they enter and when they exit. A worked example with a small coin:

- Bid $9.95, ask $10.05 (a 1% spread).
- Taker fee 0.20% each way.
- You buy 100 coins with a market order: 100 × $10.05 = $1,005.00, plus $2.01 fee = **$1,007.01** paid.
- The price does not move. You sell the 100 coins straight away: 100 × $9.95 = $995.00, minus $1.99 fee = **$993.01** received.

You have lost **$14.00**, about 1.4% of what you paid, while the price stood still. Each trade must first earn back costs like these before it makes anything. A trader who does this 20 times a month pays these costs 20 times.

## Other costs to check

| Cost | When it applies | Example |
|---|---|---|
| Deposit fee | Paying in by card or some bank methods | 1% to 3% for cards |
| Conversion fee | Paying in a currency other than the pair's | Often hidden in the exchange rate |
| Withdrawal fee | Moving coins or money out | A flat fee per withdrawal, set by the exchange |
| Network fee | Any on-chain transfer | Depends on the network and how busy it is |
| Funding or interest | Leveraged positions held over time | Charged regularly while the position is open |

## Practical habits

1. Read the exchange's fee page and write down the maker, taker, deposit and withdrawal fees.
2. Look at the spread before trading a coin; be wary of wide spreads.
3. Prefer limit orders when you are not in a hurry.
4. Trade less often. Costs grow with the number of trades.
5. Work out your round-trip cost as a percentage before entering a trade, and ask whether the move you expect is much bigger than that cost.

Next, we look more closely at the order book itself.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Every candlestick chart has a **timeframe**: the length of time each candle covers. The same market can look like it is rising on one timeframe and falling on another. Choosing and combining timeframes is one of the first practical chart skills.

## Common timeframes

Most charting tools offer a list like this:

| Timeframe | Each candle covers | 100 candles show about | Often used for |
|---|---|---|---|
| 1m, 5m, 15m | 1, 5 or 15 minutes | under 2 hours to about 25 hours | Very short-term trading |
| 1h, 4h | 1 or 4 hours | 4 to 17 days | Trades held hours to days |
| 1D | 1 day | 3 months | Trades held days to weeks; the overall picture |
| 1W | 1 week | about 2 years | Long-term trend |
| 1M | 1 month | about 8 years | Very long-term history |

A daily candle is built from the same trades as 24 hourly candles. Its open is the first hourly open, its close is the last hourly close, and its high and low are the highest high and lowest low among them.

## When does a "day" start?

Crypto trades 24 hours a day, 7 days a week, with no closing bell. So when does a daily candle open? Most crypto exchanges and charting sites start the day at **00:00 UTC** (Coordinated Universal Time). Depending on where you live, that may be the middle of your afternoon or your night. Some tools let you change the time zone, and then the daily candles change shape. Keep this in mind when you compare charts from different sites.

## Same market, different stories

Imagine a coin over one month:

![The same market on an hourly chart, where it falls sharply, and on a daily chart, where it is a small dip in a rise.](/course-images/timeframes.svg)

- On the **daily** chart, it has risen from $50 to $70, with mostly green candles. It looks like a clear uptrend.
- On the **1-hour** chart of the last two days, it has slipped from $74 to $70. It looks like a downtrend.
- On the **5-minute** chart of the last hour, it is bouncing between $69.80 and $70.30. It looks like noise.

All three are true at the same time. A trader who only watches the 5-minute chart may miss the bigger move. A trader who only watches the daily chart may be surprised by a $4 drop inside two days.

## Noise and signals

The shorter the timeframe, the more **noise**: random-looking movement caused by individual orders, news headlines and bots. Short timeframes:

- show many more apparent "patterns", most of them meaningless;
- lead to more trades, and each trade pays fees and spread (Module 3);
- demand constant attention, which is tiring and leads to emotional decisions.

Academic studies of day traders in several countries have found that most of them lose money, and that the most active traders tend to do worse than those who trade less, largely because of costs and behaviour. Beginners are best served by **longer timeframes and fewer decisions**.

## Combining timeframes

A simple, common method is to look **top-down**:

1. Start with a **higher timeframe** (for example weekly or daily) to see the overall direction and the big turning points.
2. Move to a **middle timeframe** (for example 4-hour) to see the recent structure.
3. Only then look at a **lower timeframe** if you need more detail for an entry or a stop.

Example: the daily chart shows a coin falling for two months from $120 to $80. On the 1-hour chart you see a sharp bounce from $80 to $86. Looking top-down reminds you that this bounce happened **inside** a larger fall. That does not mean the price will keep falling. It means the bounce alone tells you very little.

## Matching the timeframe to your plan

Your chart should match how long you plan to hold a position:

| If you plan to hold for | Look mainly at | Check for context |
|---|---|---|
| Weeks to months | Daily and weekly | Monthly |
| Days to a couple of weeks | 4-hour and daily | Weekly |
| Hours | 15-minute and 1-hour | Daily |

A common mistake is to make a plan on the daily chart and then panic at every red 5-minute candle. Another is to buy because of a 5-minute pattern, then decide to "hold for the long term" when it goes wrong. Pick the timeframe **before** the trade, and stick to it.

## How much history is enough?

Look at enough history to see several ups and downs. A chart showing only the last two weeks of a coin that launched last month tells you almost nothing about how it behaves in a crash. For a new coin with little history, treat any chart reading with extra caution.

Next, we add the piece of data under most price charts: volume.
$lesson_new$, updated_at = now()
  WHERE slug = 'timeframes' AND body_md = $lesson_old$Every candlestick chart has a **timeframe**: the length of time each candle covers. The same market can look like it is rising on one timeframe and falling on another. Choosing and combining timeframes is one of the first practical chart skills.

## Common timeframes

Most charting tools offer a list like this:

| Timeframe | Each candle covers | 100 candles show about | Often used for |
|---|---|---|---|
| 1m, 5m, 15m | 1, 5 or 15 minutes | under 2 hours to about 25 hours | Very short-term trading |
| 1h, 4h | 1 or 4 hours | 4 to 17 days | Trades held hours to days |
| 1D | 1 day | 3 months | Trades held days to weeks; the overall picture |
| 1W | 1 week | about 2 years | Long-term trend |
| 1M | 1 month | about 8 years | Very long-term history |

A daily candle is built from the same trades as 24 hourly candles. Its open is the first hourly open, its close is the last hourly close, and its high and low are the highest high and lowest low among them.

## When does a "day" start?

Crypto trades 24 hours a day, 7 days a week, with no closing bell. So when does a daily candle open? Most crypto exchanges and charting sites start the day at **00:00 UTC** (Coordinated Universal Time). Depending on where you live, that may be the middle of your afternoon or your night. Some tools let you change the time zone, and then the daily candles change shape. Keep this in mind when you compare charts from different sites.

## Same market, different stories

Imagine a coin over one month:

- On the **daily** chart, it has risen from $50 to $70, with mostly green candles. It looks like a clear uptrend.
- On the **1-hour** chart of the last two days, it has slipped from $74 to $70. It looks like a downtrend.
- On the **5-minute** chart of the last hour, it is bouncing between $69.80 and $70.30. It looks like noise.

All three are true at the same time. A trader who only watches the 5-minute chart may miss the bigger move. A trader who only watches the daily chart may be surprised by a $4 drop inside two days.

## Noise and signals

The shorter the timeframe, the more **noise**: random-looking movement caused by individual orders, news headlines and bots. Short timeframes:

- show many more apparent "patterns", most of them meaningless;
- lead to more trades, and each trade pays fees and spread (Module 3);
- demand constant attention, which is tiring and leads to emotional decisions.

Academic studies of day traders in several countries have found that most of them lose money, and that the most active traders tend to do worse than those who trade less, largely because of costs and behaviour. Beginners are best served by **longer timeframes and fewer decisions**.

## Combining timeframes

A simple, common method is to look **top-down**:

1. Start with a **higher timeframe** (for example weekly or daily) to see the overall direction and the big turning points.
2. Move to a **middle timeframe** (for example 4-hour) to see the recent structure.
3. Only then look at a **lower timeframe** if you need more detail for an entry or a stop.

Example: the daily chart shows a coin falling for two months from $120 to $80. On the 1-hour chart you see a sharp bounce from $80 to $86. Looking top-down reminds you that this bounce happened **inside** a larger fall. That does not mean the price will keep falling. It means the bounce alone tells you very little.

## Matching the timeframe to your plan

Your chart should match how long you plan to hold a position:

| If you plan to hold for | Look mainly at | Check for context |
|---|---|---|
| Weeks to months | Daily and weekly | Monthly |
| Days to a couple of weeks | 4-hour and daily | Weekly |
| Hours | 15-minute and 1-hour | Daily |

A common mistake is to make a plan on the daily chart and then panic at every red 5-minute candle. Another is to buy because of a 5-minute pattern, then decide to "hold for the long term" when it goes wrong. Pick the timeframe **before** the trade, and stick to it.

## How much history is enough?

Look at enough history to see several ups and downs. A chart showing only the last two weeks of a coin that launched last month tells you almost nothing about how it behaves in a crash. For a new coin with little history, treat any chart reading with extra caution.

Next, we add the piece of data under most price charts: volume.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Under most price charts is a row of bars: the **volume**. Price tells you where trades happened. Volume tells you **how much** traded. Together they give a fuller picture than price alone, as long as you remember what volume can and cannot show.

## What volume measures

Volume is the amount traded in each period, shown either in coins or in dollars.

- If 1,200 BTC changed hands on an exchange on Monday, Monday's volume bar shows 1,200 BTC.
- Each trade has a buyer and a seller, so volume does **not** mean "how much was bought" or "how much was sold". Every coin bought was sold by someone.

Volume bars are often coloured like the candle above them: green if the period closed higher, red if it closed lower. The colour comes from the price, not from some count of buyers against sellers.

## Reading volume: relative, not absolute

A single volume number means little on its own. Compare it with the **usual** volume of the same coin, on the same exchange and timeframe. Many charts add a moving average of volume (for example the average of the last 20 bars) to make this easy.

![A price line with volume bars beneath it: the rise comes with volume well above its recent average.](/course-images/volume-bars.svg)

| Day | Close | Change | Volume (coins) | Compared with the 20-day average of 10,000 |
|---|---|---|---|---|
| Mon | $50.00 | +1% | 9,500 | Normal |
| Tue | $50.50 | +1% | 10,200 | Normal |
| Wed | $54.00 | +7% | 31,000 | About 3 times normal |
| Thu | $53.50 | −1% | 14,000 | Above normal |
| Fri | $53.80 | +0.6% | 8,000 | Below normal |

Wednesday stands out: a big price move with about three times the usual volume. Many more participants than usual were trading. It suggests the move drew wide participation, perhaps in response to news. That is all it tells you. It does not tell you whether the move will continue.

## Common ways traders read volume

These are common interpretations. None of them is a rule that works reliably:

- **A price move on high volume** is often seen as more meaningful than the same move on low volume, because more money took part.
- **A breakout above a previous high on low volume** is often treated with suspicion; such breakouts more often fail.
- **Very high volume after a long fall** sometimes comes with panic selling near a low. Sometimes it is just the start of a bigger fall.
- **Falling volume during a trend** is sometimes read as the trend losing strength.

Each of these has many exceptions. Think of volume as a clue for asking better questions, not an answer.

## The trouble with crypto volume

Crypto volume figures need extra care:

- **Every exchange reports its own volume.** Bitcoin trades on many exchanges, and the chart you see usually shows only one. A volume spike on one exchange may be a small part of the market.
- **Fake volume exists.** Studies have found that some exchanges reported volumes inflated by **wash trading**: trading with yourself, or between accounts you control, to make a market look busy. Smaller and unregulated exchanges have been the most affected.
- **Fee-free promotions** can cause trading that is not real interest, for example bots trading back and forth to earn rewards.
- **Small coins** can show dramatic volume spikes from a handful of large accounts. This is a feature of pump-and-dump schemes (Module 6).

Practical rule: compare volume only with the **same coin on the same exchange**, and prefer large, regulated exchanges when you judge whether a market is really active.

## Volume and liquidity

Higher volume usually goes with better **liquidity**: tighter spreads and less slippage (Module 3). Before trading a small coin, look at its typical daily volume on your exchange. Then compare it with your order size. If you want to buy $5,000 of a coin that trades $20,000 a day on your exchange, your order alone is a quarter of a day's trading. Getting in may be easy. Getting out quickly at a fair price may not be.

## Key points

- Volume is how much traded, in coins or dollars. Every trade has a buyer and a seller.
- Read volume **relative** to its normal level, on the same exchange and timeframe.
- High volume shows strong participation, not direction or future results.
- Crypto volume can be split across many exchanges and sometimes faked.

Next, the most popular chart ideas of all: trends, support and resistance, and where they fall short.
$lesson_new$, updated_at = now()
  WHERE slug = 'volume' AND body_md = $lesson_old$Under most price charts is a row of bars: the **volume**. Price tells you where trades happened. Volume tells you **how much** traded. Together they give a fuller picture than price alone, as long as you remember what volume can and cannot show.

## What volume measures

Volume is the amount traded in each period, shown either in coins or in dollars.

- If 1,200 BTC changed hands on an exchange on Monday, Monday's volume bar shows 1,200 BTC.
- Each trade has a buyer and a seller, so volume does **not** mean "how much was bought" or "how much was sold". Every coin bought was sold by someone.

Volume bars are often coloured like the candle above them: green if the period closed higher, red if it closed lower. The colour comes from the price, not from some count of buyers against sellers.

## Reading volume: relative, not absolute

A single volume number means little on its own. Compare it with the **usual** volume of the same coin, on the same exchange and timeframe. Many charts add a moving average of volume (for example the average of the last 20 bars) to make this easy.

| Day | Close | Change | Volume (coins) | Compared with the 20-day average of 10,000 |
|---|---|---|---|---|
| Mon | $50.00 | +1% | 9,500 | Normal |
| Tue | $50.50 | +1% | 10,200 | Normal |
| Wed | $54.00 | +7% | 31,000 | About 3 times normal |
| Thu | $53.50 | −1% | 14,000 | Above normal |
| Fri | $53.80 | +0.6% | 8,000 | Below normal |

Wednesday stands out: a big price move with about three times the usual volume. Many more participants than usual were trading. It suggests the move drew wide participation, perhaps in response to news. That is all it tells you. It does not tell you whether the move will continue.

## Common ways traders read volume

These are common interpretations. None of them is a rule that works reliably:

- **A price move on high volume** is often seen as more meaningful than the same move on low volume, because more money took part.
- **A breakout above a previous high on low volume** is often treated with suspicion; such breakouts more often fail.
- **Very high volume after a long fall** sometimes comes with panic selling near a low. Sometimes it is just the start of a bigger fall.
- **Falling volume during a trend** is sometimes read as the trend losing strength.

Each of these has many exceptions. Think of volume as a clue for asking better questions, not an answer.

## The trouble with crypto volume

Crypto volume figures need extra care:

- **Every exchange reports its own volume.** Bitcoin trades on many exchanges, and the chart you see usually shows only one. A volume spike on one exchange may be a small part of the market.
- **Fake volume exists.** Studies have found that some exchanges reported volumes inflated by **wash trading**: trading with yourself, or between accounts you control, to make a market look busy. Smaller and unregulated exchanges have been the most affected.
- **Fee-free promotions** can cause trading that is not real interest, for example bots trading back and forth to earn rewards.
- **Small coins** can show dramatic volume spikes from a handful of large accounts. This is a feature of pump-and-dump schemes (Module 6).

Practical rule: compare volume only with the **same coin on the same exchange**, and prefer large, regulated exchanges when you judge whether a market is really active.

## Volume and liquidity

Higher volume usually goes with better **liquidity**: tighter spreads and less slippage (Module 3). Before trading a small coin, look at its typical daily volume on your exchange. Then compare it with your order size. If you want to buy $5,000 of a coin that trades $20,000 a day on your exchange, your order alone is a quarter of a day's trading. Getting in may be easy. Getting out quickly at a fair price may not be.

## Key points

- Volume is how much traded, in coins or dollars. Every trade has a buyer and a seller.
- Read volume **relative** to its normal level, on the same exchange and timeframe.
- High volume shows strong participation, not direction or future results.
- Crypto volume can be split across many exchanges and sometimes faked.

Next, the most popular chart ideas of all: trends, support and resistance, and where they fall short.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$A **drawdown** is a fall from the highest value your account has reached to a later low. Every trader and every investor has them. What matters is how deep they get, because the maths of losses is harsher than most people expect.

## Measuring a drawdown

Example: your account grows from $5,000 to a peak of $6,000, then falls to $4,500.

- Drawdown in money: $6,000 − $4,500 = **$1,500**
- Drawdown in percent: $1,500 ÷ $6,000 = **25%**

The drawdown is measured from the **peak**, not from what you started with. You are still "down 25%" even though you started at $5,000, because $1,500 that you had is gone.

## Losses need bigger gains to recover

If you lose a percentage of your money, you then have a smaller amount left to grow. So the gain you need to get back to where you were is **larger** than the loss.

![Bars of losses and the gains they need: ten percent needs eleven, half needs a doubling, three quarters needs three hundred percent.](/course-images/drawdown-recovery.svg)

Example: $1,000 falls 50% to $500. A 50% gain on $500 only brings you to $750. To get back to $1,000, $500 must **double**: a **100%** gain.

The general formula is: gain needed = loss ÷ (1 − loss).

| Loss | Money left from $1,000 | Gain needed to get back to $1,000 |
|---|---|---|
| 10% | $900 | 11.1% |
| 20% | $800 | 25% |
| 25% | $750 | 33.3% |
| 33% | $670 | 49.3% |
| 50% | $500 | **100%** |
| 75% | $250 | **300%** |
| 90% | $100 | **900%** |

Small losses are easy to repair. Big ones are very hard to come back from, and beyond a point, practically impossible. This is the main reason risk management focuses on **avoiding large losses** rather than on chasing large gains.

Crypto assets have had falls of 70% to 90% and more. Many smaller coins fell 90% or more and never recovered at all.

## Losing streaks happen

Even a trader whose method wins more often than it loses will have runs of losses in a row. Suppose your trades win 50% of the time, like a coin toss. Over 100 trades, a run of 5 or 6 losses in a row is quite likely, and longer runs are possible.

What a losing streak does to an account depends on the risk per trade:

| Risk per trade | After 10 losses in a row | After 20 losses in a row |
|---|---|---|
| 1% | about 90.4% of the account left | about 81.8% left |
| 2% | about 81.7% left | about 66.8% left |
| 5% | about 59.9% left | about 35.8% left |
| 10% | about 34.9% left | about 12.2% left |

At 1% per trade, a horrible streak of 10 losses leaves a drawdown of under 10%, which needs about an 11% gain to repair. At 10% per trade, the same streak leaves a 65% drawdown, which needs a gain of almost **190%** to repair.

## The emotional side

Drawdowns are not only maths. They change behaviour:

- After a loss, people often want to "win it back" quickly. They take bigger positions or trade more, and that deepens the hole. Traders call this **revenge trading**.
- After a run of wins, people often feel skilled and raise their risk, just before the next losing streak.
- Deep drawdowns cause stress that leads to selling at the worst moment.

A practical defence is a set of rules written **before** you start:

1. A fixed risk per trade, for example 1%.
2. A **daily or weekly loss limit**. For example, stop trading for the rest of the week after losing 3% of the account.
3. A **maximum drawdown** that makes you stop and review. For example, at 10% down from the peak you trade only in a demo account until you understand what went wrong.

## Putting it together: an example

Two beginners start with $5,000 each and happen to get the same run of trades: 6 losses, then 6 wins. Each win adds the same percentage of the account that each loss took away.

- **Trader A** risks 1% per trade. After 6 losses: about $4,707. After 6 wins of 1%: about $4,997. Almost back to the start.
- **Trader B** risks 10% per trade. After 6 losses: about $2,657. After 6 wins of 10%: about $4,707. Still down about $293, despite winning exactly as often as losing.

Big swings cost money even when wins and losses are equal. That is the maths of recovery at work.

Next: diversification, the money you should never invest, and why leverage makes all of this much worse.
$lesson_new$, updated_at = now()
  WHERE slug = 'drawdowns-and-recovery' AND body_md = $lesson_old$A **drawdown** is a fall from the highest value your account has reached to a later low. Every trader and every investor has them. What matters is how deep they get, because the maths of losses is harsher than most people expect.

## Measuring a drawdown

Example: your account grows from $5,000 to a peak of $6,000, then falls to $4,500.

- Drawdown in money: $6,000 − $4,500 = **$1,500**
- Drawdown in percent: $1,500 ÷ $6,000 = **25%**

The drawdown is measured from the **peak**, not from what you started with. You are still "down 25%" even though you started at $5,000, because $1,500 that you had is gone.

## Losses need bigger gains to recover

If you lose a percentage of your money, you then have a smaller amount left to grow. So the gain you need to get back to where you were is **larger** than the loss.

Example: $1,000 falls 50% to $500. A 50% gain on $500 only brings you to $750. To get back to $1,000, $500 must **double**: a **100%** gain.

The general formula is: gain needed = loss ÷ (1 − loss).

| Loss | Money left from $1,000 | Gain needed to get back to $1,000 |
|---|---|---|
| 10% | $900 | 11.1% |
| 20% | $800 | 25% |
| 25% | $750 | 33.3% |
| 33% | $670 | 49.3% |
| 50% | $500 | **100%** |
| 75% | $250 | **300%** |
| 90% | $100 | **900%** |

Small losses are easy to repair. Big ones are very hard to come back from, and beyond a point, practically impossible. This is the main reason risk management focuses on **avoiding large losses** rather than on chasing large gains.

Crypto assets have had falls of 70% to 90% and more. Many smaller coins fell 90% or more and never recovered at all.

## Losing streaks happen

Even a trader whose method wins more often than it loses will have runs of losses in a row. Suppose your trades win 50% of the time, like a coin toss. Over 100 trades, a run of 5 or 6 losses in a row is quite likely, and longer runs are possible.

What a losing streak does to an account depends on the risk per trade:

| Risk per trade | After 10 losses in a row | After 20 losses in a row |
|---|---|---|
| 1% | about 90.4% of the account left | about 81.8% left |
| 2% | about 81.7% left | about 66.8% left |
| 5% | about 59.9% left | about 35.8% left |
| 10% | about 34.9% left | about 12.2% left |

At 1% per trade, a horrible streak of 10 losses leaves a drawdown of under 10%, which needs about an 11% gain to repair. At 10% per trade, the same streak leaves a 65% drawdown, which needs a gain of almost **190%** to repair.

## The emotional side

Drawdowns are not only maths. They change behaviour:

- After a loss, people often want to "win it back" quickly. They take bigger positions or trade more, and that deepens the hole. Traders call this **revenge trading**.
- After a run of wins, people often feel skilled and raise their risk, just before the next losing streak.
- Deep drawdowns cause stress that leads to selling at the worst moment.

A practical defence is a set of rules written **before** you start:

1. A fixed risk per trade, for example 1%.
2. A **daily or weekly loss limit**. For example, stop trading for the rest of the week after losing 3% of the account.
3. A **maximum drawdown** that makes you stop and review. For example, at 10% down from the peak you trade only in a demo account until you understand what went wrong.

## Putting it together: an example

Two beginners start with $5,000 each and happen to get the same run of trades: 6 losses, then 6 wins. Each win adds the same percentage of the account that each loss took away.

- **Trader A** risks 1% per trade. After 6 losses: about $4,707. After 6 wins of 1%: about $4,997. Almost back to the start.
- **Trader B** risks 10% per trade. After 6 losses: about $2,657. After 6 wins of 10%: about $4,707. Still down about $293, despite winning exactly as often as losing.

Big swings cost money even when wins and losses are equal. That is the maths of recovery at work.

Next: diversification, the money you should never invest, and why leverage makes all of this much worse.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$The last lesson of this module covers three big decisions that matter more than any single trade: **how much of your money goes into crypto at all**, **how spread out it is**, and **whether you borrow to trade**. Get these wrong and no stop-loss can save you.

## Only money you can afford to lose

Crypto assets are high-risk, and you could lose all the money you put in. The first rule is therefore about which money you use.

| Money | Use it for crypto? | Why |
|---|---|---|
| Rent, bills, food for the coming months | **No** | You cannot wait out a 50% fall when the rent is due |
| Emergency savings | **No** | Emergencies often come in the same months as market crashes, for example when people lose jobs |
| Money needed within a few years (a deposit on a home, school fees) | **No** | You may have to sell at a low point |
| Borrowed money (loans, credit cards, buy-now-pay-later) | **Never** | You must repay it even if the investment goes to zero, plus interest |
| Money left over after all of the above, that you could lose without changing your life | Possibly, a small part | Only this money can ride out deep falls |

A simple test: **if this money went to zero tomorrow, would your daily life change?** If yes, it is money you cannot afford to lose.

Many financial educators suggest having an emergency fund, often a few months of essential expenses, and paying off expensive debt before taking investment risk. A credit card charging 25% interest a year is a cost; paying it off is a certain saving, while trading offers no certain return.

## Diversification and its limits

**Diversification** means not putting everything into one thing, so that one failure does not sink you.

Within crypto, diversification helps less than people think:

- The prices of most coins tend to **move together**. When bitcoin falls sharply, most other coins usually fall as well, and smaller coins often fall further.
- Owning 10 different coins can still mean one big bet on "crypto".
- Many small coins fail completely. Spreading money across many of them can mean owning many ways to lose.

Real diversification means spreading your wealth across things that behave differently, for example cash savings, and other types of investment such as broad funds, alongside any crypto. Which mix suits you depends on your situation, and this course cannot tell you that. A qualified, regulated financial adviser can.

A widely used guideline is to keep high-risk holdings to a **small share of your total savings**. Then even a total loss is painful but not life-changing.

## Leverage: borrowing to trade

**Leverage** means trading a larger position than your own money, with the difference lent by the exchange or broker. Your own money acts as **margin**, a deposit the platform can take if the trade goes against you.

![A ten percent fall with no leverage loses one hundred dollars; with ten times leverage it loses everything.](/course-images/leverage.svg)

### Worked example

You put up **$1,000** of margin and open a position with **10x leverage**: a **$10,000** position.

| Price move | Effect on the $10,000 position | Effect on your $1,000 |
|---|---|---|
| +5% | +$500 | +50% |
| −5% | −$500 | **−50%** |
| −10% | −$1,000 | **−100%, all of it gone** |

In practice you are **liquidated** before a 10% fall. The platform closes your position automatically once your margin falls below a minimum (the maintenance margin), and fees are usually charged on the way. Your money is gone even if the price recovers an hour later.

Roughly, ignoring fees and maintenance margin, the price move that wipes out your margin is:

| Leverage | Move against you that wipes out the margin |
|---|---|
| 2x | about 50% |
| 5x | about 20% |
| 10x | about 10% |
| 20x | about 5% |
| 100x | about 1% |

Bitcoin has moved 5% against a position within a day many times, and smaller coins move even more. At 20x or 100x, ordinary noise is enough to close you out.

### Other costs of leverage

- **Funding or interest:** leveraged positions usually pay a regular charge while they are open. Over weeks, it adds up.
- **Liquidation fees:** many platforms charge extra when they close you out.
- **Speed:** leverage turns a bad day into a lost account before you can react.

### What regulators say

Some financial regulators limit the leverage that retail customers may use on crypto, or ban crypto derivatives for retail customers altogether, because of how often those customers lose. In some regions, providers of leveraged products must publish the share of retail accounts that lose money, and the published figures are typically well over half.

For a beginner, the honest advice is simple: **do not use leverage.** Learn with small amounts of your own money, or with virtual money in a demo account.

## The whole module in one paragraph

Use only money you can afford to lose. Keep crypto to a small share of your wealth. Risk a small fixed share of your trading account per trade, about 1%. Set stops that respect volatility, and size positions to match. Never widen a stop. Avoid leverage. Expect losing streaks and drawdowns, and keep them shallow, because deep losses are very hard to recover. None of this promises a profit. Most beginners who trade still lose money. These habits make losses smaller and slower, and give you time to learn.

Next comes the review and quiz.
$lesson_new$, updated_at = now()
  WHERE slug = 'diversification-and-leverage' AND body_md = $lesson_old$The last lesson of this module covers three big decisions that matter more than any single trade: **how much of your money goes into crypto at all**, **how spread out it is**, and **whether you borrow to trade**. Get these wrong and no stop-loss can save you.

## Only money you can afford to lose

Crypto assets are high-risk, and you could lose all the money you put in. The first rule is therefore about which money you use.

| Money | Use it for crypto? | Why |
|---|---|---|
| Rent, bills, food for the coming months | **No** | You cannot wait out a 50% fall when the rent is due |
| Emergency savings | **No** | Emergencies often come in the same months as market crashes, for example when people lose jobs |
| Money needed within a few years (a deposit on a home, school fees) | **No** | You may have to sell at a low point |
| Borrowed money (loans, credit cards, buy-now-pay-later) | **Never** | You must repay it even if the investment goes to zero, plus interest |
| Money left over after all of the above, that you could lose without changing your life | Possibly, a small part | Only this money can ride out deep falls |

A simple test: **if this money went to zero tomorrow, would your daily life change?** If yes, it is money you cannot afford to lose.

Many financial educators suggest having an emergency fund, often a few months of essential expenses, and paying off expensive debt before taking investment risk. A credit card charging 25% interest a year is a cost; paying it off is a certain saving, while trading offers no certain return.

## Diversification and its limits

**Diversification** means not putting everything into one thing, so that one failure does not sink you.

Within crypto, diversification helps less than people think:

- The prices of most coins tend to **move together**. When bitcoin falls sharply, most other coins usually fall as well, and smaller coins often fall further.
- Owning 10 different coins can still mean one big bet on "crypto".
- Many small coins fail completely. Spreading money across many of them can mean owning many ways to lose.

Real diversification means spreading your wealth across things that behave differently, for example cash savings, and other types of investment such as broad funds, alongside any crypto. Which mix suits you depends on your situation, and this course cannot tell you that. A qualified, regulated financial adviser can.

A widely used guideline is to keep high-risk holdings to a **small share of your total savings**. Then even a total loss is painful but not life-changing.

## Leverage: borrowing to trade

**Leverage** means trading a larger position than your own money, with the difference lent by the exchange or broker. Your own money acts as **margin**, a deposit the platform can take if the trade goes against you.

### Worked example

You put up **$1,000** of margin and open a position with **10x leverage**: a **$10,000** position.

| Price move | Effect on the $10,000 position | Effect on your $1,000 |
|---|---|---|
| +5% | +$500 | +50% |
| −5% | −$500 | **−50%** |
| −10% | −$1,000 | **−100%, all of it gone** |

In practice you are **liquidated** before a 10% fall. The platform closes your position automatically once your margin falls below a minimum (the maintenance margin), and fees are usually charged on the way. Your money is gone even if the price recovers an hour later.

Roughly, ignoring fees and maintenance margin, the price move that wipes out your margin is:

| Leverage | Move against you that wipes out the margin |
|---|---|
| 2x | about 50% |
| 5x | about 20% |
| 10x | about 10% |
| 20x | about 5% |
| 100x | about 1% |

Bitcoin has moved 5% against a position within a day many times, and smaller coins move even more. At 20x or 100x, ordinary noise is enough to close you out.

### Other costs of leverage

- **Funding or interest:** leveraged positions usually pay a regular charge while they are open. Over weeks, it adds up.
- **Liquidation fees:** many platforms charge extra when they close you out.
- **Speed:** leverage turns a bad day into a lost account before you can react.

### What regulators say

Some financial regulators limit the leverage that retail customers may use on crypto, or ban crypto derivatives for retail customers altogether, because of how often those customers lose. In some regions, providers of leveraged products must publish the share of retail accounts that lose money, and the published figures are typically well over half.

For a beginner, the honest advice is simple: **do not use leverage.** Learn with small amounts of your own money, or with virtual money in a demo account.

## The whole module in one paragraph

Use only money you can afford to lose. Keep crypto to a small share of your wealth. Risk a small fixed share of your trading account per trade, about 1%. Set stops that respect volatility, and size positions to match. Never widen a stop. Avoid leverage. Expect losing streaks and drawdowns, and keep them shallow, because deep losses are very hard to recover. None of this promises a profit. Most beginners who trade still lose money. These habits make losses smaller and slower, and give you time to learn.

Next comes the review and quiz.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Crypto attracts scammers for the same reasons it attracts users: transfers are fast, they cross borders, and they cannot be reversed. Many people lose more money to scams than to bad trades. The good news is that most scams share the same warning signs. Learn them once and you will see them everywhere.

## The biggest red flag: guaranteed returns

No legitimate investment can guarantee a profit. Prices of crypto assets, shares and almost everything else can fall. When someone says returns are **guaranteed**, **risk-free** or **certain**, do not send them money: they are either mistaken or lying.

Closely related warning signs:

- **Very high returns**, far above what ordinary investments pay, for example "2% a day" or "30% a month".
- **Steady returns in every market.** Real investments go up and down. A statement that shows smooth gains every month while markets crashed is a sign that the numbers are invented.
- **"Our trading bot never loses."** Every trading method has losing periods.

Apply these checks to every platform you use, **including this one**. A target return shown on a plan is a target, not a promise, and you should weigh it with the risks explained in this course.

## The other common red flags

| Red flag | What a legitimate firm does instead |
|---|---|
| Pressure to act now: "only 2 places left", "offer ends tonight" | Gives you time to read the terms and think |
| Contact out of the blue by message, call or social media | Does not cold-call you with investment offers |
| Asks you to keep it secret from your family or bank | Is happy for you to get advice |
| You must pay a "fee", "tax" or "deposit" before you can withdraw | Deducts any fees from your balance, as its terms say |
| Rewards for recruiting friends, with returns that depend on new members | Earns money from its services, not from new deposits |
| Endorsed by a celebrity in an advert or a "news article" | Does not rely on fake celebrity endorsements (celebrities are routinely impersonated) |
| No verifiable company details, address or licence | Names its company, address and regulator, and these can be checked |
| Asks for your seed phrase, password or remote access to your device | Never asks for these |

![Eight red flags of an investment scam, from guaranteed returns and pressure to act now to a request for your seed phrase.](/course-images/red-flags.svg)

One red flag is a reason to stop and check. Two or more is a reason to walk away.

## How Ponzi schemes keep going

Many crypto investment scams are **Ponzi schemes**: early investors are paid "returns" with money from newer investors. There is no real trading behind it.

How it usually unfolds:

1. You deposit a small amount, say $200, and the dashboard shows fast growth.
2. You withdraw $50 and it **arrives**. This builds trust, and that is the point.
3. You deposit more, perhaps $5,000, and tell friends.
4. When new deposits slow down, withdrawals start to fail. There are "technical problems", "compliance checks" or a sudden "tax" to pay first.
5. The site disappears.

A working withdrawal is therefore **not** proof that a platform is real. A dashboard showing profits is only numbers on a screen until the money is back in your bank account.

## How to check before you invest

1. **Search your country's financial regulator's register.** Many regulators publish a register of authorised firms and a **warning list** of known unauthorised firms and clones. Check the exact company name and website address.
2. **Look for clone firms.** Scammers copy the name and details of real, registered firms. Contact the firm only through details on the regulator's register, not through the website or number you were given.
3. **Search the name with words like "scam", "complaint" or "withdrawal problem".** Absence of complaints proves nothing, but many complaints is a strong signal.
4. **Be sceptical of reviews and screenshots.** Positive reviews and profit screenshots are easy to fake or buy.
5. **Ask someone you trust**, who is not involved, to look at the offer with you.
6. **Start with nothing.** If you are unsure, do not invest. A real opportunity does not vanish because you took a week to check it.

## If you think you have been scammed

- **Stop sending money**, whatever you are told about fees to unlock your funds.
- **Save evidence:** messages, website addresses, transaction IDs, wallet addresses, dates and amounts.
- **Report it** to the police and to your national fraud reporting service or financial regulator. Tell your bank if you paid from your bank account.
- **Beware of follow-up contact** from people offering to recover your money. Lesson 3 of this module explains why.

Next: impersonators, fake support accounts and phishing, the most common way people lose crypto from accounts that were otherwise safe.
$lesson_new$, updated_at = now()
  WHERE slug = 'red-flags-of-investment-scams' AND body_md = $lesson_old$Crypto attracts scammers for the same reasons it attracts users: transfers are fast, they cross borders, and they cannot be reversed. Many people lose more money to scams than to bad trades. The good news is that most scams share the same warning signs. Learn them once and you will see them everywhere.

## The biggest red flag: guaranteed returns

No legitimate investment can guarantee a profit. Prices of crypto assets, shares and almost everything else can fall. When someone says returns are **guaranteed**, **risk-free** or **certain**, do not send them money: they are either mistaken or lying.

Closely related warning signs:

- **Very high returns**, far above what ordinary investments pay, for example "2% a day" or "30% a month".
- **Steady returns in every market.** Real investments go up and down. A statement that shows smooth gains every month while markets crashed is a sign that the numbers are invented.
- **"Our trading bot never loses."** Every trading method has losing periods.

Apply these checks to every platform you use, **including this one**. A target return shown on a plan is a target, not a promise, and you should weigh it with the risks explained in this course.

## The other common red flags

| Red flag | What a legitimate firm does instead |
|---|---|
| Pressure to act now: "only 2 places left", "offer ends tonight" | Gives you time to read the terms and think |
| Contact out of the blue by message, call or social media | Does not cold-call you with investment offers |
| Asks you to keep it secret from your family or bank | Is happy for you to get advice |
| You must pay a "fee", "tax" or "deposit" before you can withdraw | Deducts any fees from your balance, as its terms say |
| Rewards for recruiting friends, with returns that depend on new members | Earns money from its services, not from new deposits |
| Endorsed by a celebrity in an advert or a "news article" | Does not rely on fake celebrity endorsements (celebrities are routinely impersonated) |
| No verifiable company details, address or licence | Names its company, address and regulator, and these can be checked |
| Asks for your seed phrase, password or remote access to your device | Never asks for these |

One red flag is a reason to stop and check. Two or more is a reason to walk away.

## How Ponzi schemes keep going

Many crypto investment scams are **Ponzi schemes**: early investors are paid "returns" with money from newer investors. There is no real trading behind it.

How it usually unfolds:

1. You deposit a small amount, say $200, and the dashboard shows fast growth.
2. You withdraw $50 and it **arrives**. This builds trust, and that is the point.
3. You deposit more, perhaps $5,000, and tell friends.
4. When new deposits slow down, withdrawals start to fail. There are "technical problems", "compliance checks" or a sudden "tax" to pay first.
5. The site disappears.

A working withdrawal is therefore **not** proof that a platform is real. A dashboard showing profits is only numbers on a screen until the money is back in your bank account.

## How to check before you invest

1. **Search your country's financial regulator's register.** Many regulators publish a register of authorised firms and a **warning list** of known unauthorised firms and clones. Check the exact company name and website address.
2. **Look for clone firms.** Scammers copy the name and details of real, registered firms. Contact the firm only through details on the regulator's register, not through the website or number you were given.
3. **Search the name with words like "scam", "complaint" or "withdrawal problem".** Absence of complaints proves nothing, but many complaints is a strong signal.
4. **Be sceptical of reviews and screenshots.** Positive reviews and profit screenshots are easy to fake or buy.
5. **Ask someone you trust**, who is not involved, to look at the offer with you.
6. **Start with nothing.** If you are unsure, do not invest. A real opportunity does not vanish because you took a week to check it.

## If you think you have been scammed

- **Stop sending money**, whatever you are told about fees to unlock your funds.
- **Save evidence:** messages, website addresses, transaction IDs, wallet addresses, dates and amounts.
- **Report it** to the police and to your national fraud reporting service or financial regulator. Tell your bank if you paid from your bank account.
- **Beware of follow-up contact** from people offering to recover your money. Lesson 3 of this module explains why.

Next: impersonators, fake support accounts and phishing, the most common way people lose crypto from accounts that were otherwise safe.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Some scams are quick: one fake link, one stolen password. Others are built slowly, over days or months, and they take much larger sums. This lesson covers three of the most damaging: **pump-and-dump schemes**, **romance and "pig butchering" scams**, and **"recovery" services** that target people who have already lost money.

## Pump-and-dump schemes

A **pump-and-dump** pushes up the price of a small coin with hype, so that the organisers can sell to the people they attracted.

![Pump-and-dump: organisers sell at the top to latecomers.](/course-images/pump-and-dump.svg)

How it works:

1. Organisers quietly buy a small, thinly traded coin at, say, $0.010.
2. They announce a "pump" in a chat group, or spread hype on social media: "next 100x gem", "big news coming", paid posts by influencers.
3. Buyers rush in. With a thin order book (Module 3), the price shoots up to $0.030 within minutes.
4. The organisers **sell into that buying**, often right at the top.
5. The price collapses, often below where it started. Late buyers are left holding coins worth a fraction of what they paid.

Example: you buy $500 of the coin at $0.028 near the top. Ten minutes later it trades at $0.012. Your $500 is now worth about $214, and there are few buyers even at that price.

Warning signs:

- A small, unknown coin with a sudden price and volume spike and no real news.
- Messages that create urgency: "buy before it's too late", countdowns, rocket emojis.
- Group members or influencers who are paid to promote, often without saying so.
- Claims that an exchange listing or a partnership is "confirmed" but not announced anywhere official.

Taking part in organising a pump is market manipulation, which is illegal in many countries. As a buyer, you are the person the scheme is designed to take money from.

## Romance and "pig butchering" scams

These scams combine a fake relationship with a fake investment platform. The name comes from the scammers' own slang: they "fatten the pig" before the "slaughter".

A typical pattern:

1. **First contact:** a "wrong number" text, a dating app match, or a friendly message on social media. The person is warm, attractive and successful.
2. **Building trust:** daily messages for weeks. They never quite manage a video call, or the calls are short and blurry.
3. **The opportunity:** they mention, almost casually, that they make good money trading crypto with help from an uncle, a mentor or a special platform. They offer to show you.
4. **Small wins:** you register on a website or app they point you to. You deposit $500. The dashboard shows quick profits, and a small withdrawal works.
5. **Bigger deposits:** they encourage you to deposit more, even to borrow or use savings, "before the opportunity closes".
6. **The trap:** when you try to withdraw a large amount, you are told to pay a "tax", a "fee" or a "security deposit" first. After you pay, there is another fee.
7. **The end:** the platform and the person disappear.

The platform was never real. The profits were numbers in a database controlled by the scammers.

How to protect yourself:

- **Never take investment advice from someone you have only met online**, however close the relationship feels.
- **Never invest through a platform that someone you met online chose for you.**
- Be suspicious of anyone who avoids live video calls or meeting in person, and who steers the conversation to money.
- Talk to a friend or relative before sending money. Scammers often tell you to keep it private. That alone is a red flag.

Victims are not foolish. These operations are often run by large criminal groups using well-practised scripts.

## "Recovery" scams

After a loss, victims are targeted again. Someone contacts them, or advertises online, claiming to be:

- a lawyer or a "fund recovery" firm;
- an ethical hacker or "blockchain investigator" who can "trace and reverse" transactions;
- a regulator, police unit or government agency that has "found" the money.

They ask for an **upfront fee**, a "tax" or a "processing charge" to release the funds. Then another fee. No money ever comes back.

Facts that expose these scams:

- **No one can reverse a confirmed blockchain transaction.** Not a hacker, not a lawyer, not a software tool.
- Real police and regulators **do not charge fees** to return stolen money, and they do not cold-call victims to ask for crypto.
- Scammers often know details of your loss because they are the same group, or because they bought lists of victims.

Real recovery, when it happens at all, comes through police investigations, court orders, or a company freezing funds. It is slow, and it is never bought with an upfront crypto payment.

## What to do if you are a victim

| Step | Why |
|---|---|
| Stop all payments, including "fees" to unlock funds | Each extra payment is also lost |
| Save evidence: chats, profiles, website addresses, transaction IDs, wallet addresses | Police and exchanges need them |
| Report to the police and your national fraud reporting service | Reports help investigations and may be needed later |
| Tell your bank and the exchange you sent from | They may be able to flag or freeze funds still in their systems |
| Ignore anyone who contacts you offering recovery for a fee | They are very likely the next scam |
| Talk to someone you trust | Shame keeps victims silent, and scammers rely on that |

Next: a calmer but equally important subject — keeping records, and the basics of tax on crypto.
$lesson_new$, updated_at = now()
  WHERE slug = 'pump-and-dump-romance-and-recovery-scams' AND body_md = $lesson_old$Some scams are quick: one fake link, one stolen password. Others are built slowly, over days or months, and they take much larger sums. This lesson covers three of the most damaging: **pump-and-dump schemes**, **romance and "pig butchering" scams**, and **"recovery" services** that target people who have already lost money.

## Pump-and-dump schemes

A **pump-and-dump** pushes up the price of a small coin with hype, so that the organisers can sell to the people they attracted.

How it works:

1. Organisers quietly buy a small, thinly traded coin at, say, $0.010.
2. They announce a "pump" in a chat group, or spread hype on social media: "next 100x gem", "big news coming", paid posts by influencers.
3. Buyers rush in. With a thin order book (Module 3), the price shoots up to $0.030 within minutes.
4. The organisers **sell into that buying**, often right at the top.
5. The price collapses, often below where it started. Late buyers are left holding coins worth a fraction of what they paid.

Example: you buy $500 of the coin at $0.028 near the top. Ten minutes later it trades at $0.012. Your $500 is now worth about $214, and there are few buyers even at that price.

Warning signs:

- A small, unknown coin with a sudden price and volume spike and no real news.
- Messages that create urgency: "buy before it's too late", countdowns, rocket emojis.
- Group members or influencers who are paid to promote, often without saying so.
- Claims that an exchange listing or a partnership is "confirmed" but not announced anywhere official.

Taking part in organising a pump is market manipulation, which is illegal in many countries. As a buyer, you are the person the scheme is designed to take money from.

## Romance and "pig butchering" scams

These scams combine a fake relationship with a fake investment platform. The name comes from the scammers' own slang: they "fatten the pig" before the "slaughter".

A typical pattern:

1. **First contact:** a "wrong number" text, a dating app match, or a friendly message on social media. The person is warm, attractive and successful.
2. **Building trust:** daily messages for weeks. They never quite manage a video call, or the calls are short and blurry.
3. **The opportunity:** they mention, almost casually, that they make good money trading crypto with help from an uncle, a mentor or a special platform. They offer to show you.
4. **Small wins:** you register on a website or app they point you to. You deposit $500. The dashboard shows quick profits, and a small withdrawal works.
5. **Bigger deposits:** they encourage you to deposit more, even to borrow or use savings, "before the opportunity closes".
6. **The trap:** when you try to withdraw a large amount, you are told to pay a "tax", a "fee" or a "security deposit" first. After you pay, there is another fee.
7. **The end:** the platform and the person disappear.

The platform was never real. The profits were numbers in a database controlled by the scammers.

How to protect yourself:

- **Never take investment advice from someone you have only met online**, however close the relationship feels.
- **Never invest through a platform that someone you met online chose for you.**
- Be suspicious of anyone who avoids live video calls or meeting in person, and who steers the conversation to money.
- Talk to a friend or relative before sending money. Scammers often tell you to keep it private. That alone is a red flag.

Victims are not foolish. These operations are often run by large criminal groups using well-practised scripts.

## "Recovery" scams

After a loss, victims are targeted again. Someone contacts them, or advertises online, claiming to be:

- a lawyer or a "fund recovery" firm;
- an ethical hacker or "blockchain investigator" who can "trace and reverse" transactions;
- a regulator, police unit or government agency that has "found" the money.

They ask for an **upfront fee**, a "tax" or a "processing charge" to release the funds. Then another fee. No money ever comes back.

Facts that expose these scams:

- **No one can reverse a confirmed blockchain transaction.** Not a hacker, not a lawyer, not a software tool.
- Real police and regulators **do not charge fees** to return stolen money, and they do not cold-call victims to ask for crypto.
- Scammers often know details of your loss because they are the same group, or because they bought lists of victims.

Real recovery, when it happens at all, comes through police investigations, court orders, or a company freezing funds. It is slow, and it is never bought with an upfront crypto payment.

## What to do if you are a victim

| Step | Why |
|---|---|
| Stop all payments, including "fees" to unlock funds | Each extra payment is also lost |
| Save evidence: chats, profiles, website addresses, transaction IDs, wallet addresses | Police and exchanges need them |
| Report to the police and your national fraud reporting service | Reports help investigations and may be needed later |
| Tell your bank and the exchange you sent from | They may be able to flag or freeze funds still in their systems |
| Ignore anyone who contacts you offering recovery for a fee | They are very likely the next scam |
| Talk to someone you trust | Shame keeps victims silent, and scammers rely on that |

Next: a calmer but equally important subject — keeping records, and the basics of tax on crypto.
$lesson_old$;
