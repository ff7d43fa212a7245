-- How Vaultline works, rewritten for the product as it is (docs/course.md): existing databases get the
-- new text of module 7's lessons, but only where a lesson is still exactly as seeded; an admin's own
-- edit is kept. The new text is the lesson files' text, which a new installation seeds.
UPDATE course_lessons SET body_md = $lesson_new$This last module explains how Vaultline itself works: what happens to a deposit, how your wallet balance is recorded, how withdrawals are paid, how you can check that your money is counted, and what can go wrong. Knowing the exact steps helps you check that every screen matches what really happened.

## Plans are model portfolios

An investment on Vaultline is made into a **plan**. A plan is a **model portfolio**: a fixed mix of Bitcoin, Ether and US dollar cash. Each plan has:

- its **mix** (target weights), for example 80% cash, 10% Bitcoin and 10% Ether;
- a **minimum** and, for most plans, a **maximum** deposit, in US dollars;
- a **yearly management fee**, shown before you invest;
- a **minimum holding period** (usually 30 days) before you can move your money back to your wallet;
- a **risk class** from 1 (lowest) to 7 (highest), measured from how much the plan's value has moved. A new plan shows "Too new to rate" until it has enough history.

No plan has a promised, target or expected return. What a plan earned so far is its **realised return since launch**, shown on its public record page. Past performance does not predict future returns, and this warning means exactly what it says:

> Crypto assets are high-risk. Returns are not guaranteed and you could lose all the money you invest.

Everything in Module 5 applies here. Only invest money you can afford to lose, and keep it to a small part of your savings.

## Making a deposit, step by step

Before your first deposit, Vaultline asks you to read and accept a **risk disclosure**. The site records which version you accepted and when.

The deposit wizard then has three steps:

1. **Choose how to pay.** Crypto is the main method. If card payments are not available, the card option says so before you type anything.
2. **Choose a plan and an amount.** The amount must be within the plan's range. For example, a plan with a range of $500 to $4,999 will not accept $450.
3. **Pay.** The crypto pay step tells you exactly how much coin to send and where (next lesson). Where the payment is watched on the blockchain, the payment is all it needs; where it is not, it also asks for a **screenshot or PDF of your payment** as proof. The page always says which applies.

## Awaiting payment: how your payment is confirmed

A new deposit shows **Awaiting payment**. Nothing is invested yet. How it is confirmed depends on the site's set-up, which the home page and the FAQ state:

- **Where Vaultline watches the blockchain:** Payments are confirmed on the blockchain and invested automatically; a person reviews only exceptions. The page and your e-mail say when your payment is seen and its confirmations; if less than the quote arrives, what is missing and by when. A payment that stays short, is late or too large is an exception: an administrator credits or refunds it, with a reason.
- **Where it does not:** A person checks your proof of payment against the blockchain, usually within one business day.

Either way the deposit ends **invested**, or **denied with a reason** that you can read on your dashboard (for example, the payment was not found). If a deposit waits longer than you expect, reply to the e-mail Vaultline sent you about it. Do not make a second payment.

## What happens when the payment is confirmed: you buy units

When the payment is confirmed, your deposit **buys units** at the plan's **net asset value (NAV) per unit** of that moment. The NAV per unit is the market value of everything the plan holds, divided by the number of units. A plan's first unit cost $1.00. The plan then buys Bitcoin, Ether and cash with your money, in its mix, at the prices of that moment, and records the prices it used.

### Worked example

You deposit **$1,000** into a plan whose NAV per unit is **$1.25** when your payment is confirmed on **10 March**, and the plan's holding period is **30 days**.

- Units bought: $1,000 ÷ $1.25 = **800 units**
- Holding period ends: **9 April**

From then on, your position is worth **units × NAV now**. It rises and falls with Bitcoin and Ether, and it can fall below what you paid in. Each day the plan is brought back to its mix and 1/365 of the yearly fee is taken from its holdings, so the fee is already inside the NAV you see.

## Moving your money to the wallet

After the holding period, a **Move to wallet** button appears on the position. Move all of your units or some of them: you receive **units × NAV at that moment**, credited to your **wallet balance** as an entry in your transaction history (Lesson 3). Nobody types this figure; it is computed from your units and the prices of that moment. Your money leaves Vaultline only when you then request a withdrawal.

## Deposit statuses at a glance

| Status | What it means | What you see |
|---|---|---|
| Awaiting payment | Not confirmed yet; nothing is invested | An "Awaiting payment" badge |
| Invested | Payment confirmed; units bought | Units, value now, paid in, gain or loss, end of the holding period |
| Denied | Not accepted | The reason |
| Moved to wallet | Every unit was moved to your wallet | The amount credited, in your transaction history |

Next: the crypto pay step, where most avoidable mistakes happen.
$lesson_new$, updated_at = now()
  WHERE slug = 'plans-deposits-and-approval' AND body_md = $lesson_old$This last module explains how Vaultline itself works: what happens to a deposit, how your wallet balance is recorded, how withdrawals are paid, and what can go wrong. Knowing the exact steps helps you check that every screen matches what really happened.

## Plans are model portfolios

An investment on Vaultline is made into a **plan**. A plan is a **model portfolio**: a fixed mix of Bitcoin, Ether and US dollar cash. Each plan has:

- its **mix** (target weights), for example 80% cash, 10% Bitcoin and 10% Ether;
- a **minimum** and, for most plans, a **maximum** deposit, in US dollars;
- a **yearly management fee**, shown before you invest;
- a **minimum holding period** (usually 30 days) before you can move your money back to your wallet;
- a **risk class** from 1 (lowest) to 7 (highest), measured from how much the plan's value has moved. A new plan shows "Too new to rate" until it has enough history.

No plan has a promised, target or expected return. What a plan earned so far is its **realised return since launch**, shown on its public record page. Past performance does not predict future returns, and this warning means exactly what it says:

> Crypto assets are high-risk. Returns are not guaranteed and you could lose all the money you invest.

Everything in Module 5 applies here. Only invest money you can afford to lose, and keep it to a small part of your savings.

## Making a deposit, step by step

Before your first deposit, Vaultline asks you to read and accept a **risk disclosure**. The site records which version you accepted and when.

The deposit wizard then has three steps:

1. **Choose how to pay.** Crypto is the main method. If card payments are not available, the card option is clearly marked as unavailable before you type anything, and no charge is ever made.
2. **Choose a plan and an amount.** The amount must be within the plan's range. For example, a plan with a range of $500 to $4,999 will not accept $450.
3. **Pay.** The crypto pay step tells you exactly how much coin to send and where (the next lesson covers this in detail). You then upload a **screenshot of your payment** as proof. You can also add the blockchain **transaction ID**. Each transaction ID can be used for one deposit only.

## Pending: an administrator checks the payment

A new deposit has the status **pending**. Nothing is invested yet. An administrator checks that your payment really arrived and matches the deposit, then either:

- **accepts** it, or
- **denies** it, **with a reason** that you can read on your dashboard. For example, the payment was not found, or the amount did not match.

You also receive an e-mail when your deposit is decided. If a deposit stays pending longer than you expect, reply to the e-mail Vaultline sent you about it (the Contact section at the bottom of the home page explains how to reach us). Do not make a second payment.

## What happens at approval: you buy units

When the payment is confirmed, your deposit **buys units** at the plan's **net asset value (NAV) per unit** of that moment. The NAV per unit is the market value of everything the plan holds, divided by the number of units. A plan's first unit cost $1.00. The plan then buys Bitcoin, Ether and cash with your money, in its mix, at the prices of that moment, and records the prices it used.

### Worked example

You deposit **$1,000** into a plan whose NAV per unit is **$1.25** when your payment is confirmed on **10 March**, and the plan's holding period is **30 days**.

- Units bought: $1,000 ÷ $1.25 = **800 units**
- Holding period ends: **9 April**

From then on, your position is worth **units × NAV now**. It rises and falls with Bitcoin and Ether, and it can fall below what you paid in. Each day the plan is brought back to its mix and 1/365 of the yearly fee is taken from its holdings, so the fee is already inside the NAV you see.

## Moving your money to the wallet

After the holding period, a **Move to wallet** button appears on the position. Move all of your units or some of them: you receive **units × NAV at that moment**, credited to your **wallet balance** as an entry in your transaction history (Lesson 3). Nobody types this figure; it is computed from your units and the prices of that moment. Your money leaves Vaultline only when you then request a withdrawal.

## Deposit statuses at a glance

| Status | What it means | What you see |
|---|---|---|
| Awaiting payment | Not confirmed yet; nothing is invested | An "Awaiting payment" badge |
| Invested | Payment confirmed; units bought | Units, value now, paid in, gain or loss, end of the holding period |
| Denied | Not accepted | The reason |
| Moved to wallet | Every unit was moved to your wallet | The amount credited, in your transaction history |

## Questions to ask yourself before depositing

- Have I read the risk disclosure and understood that returns are not guaranteed?
- Is this money I can afford to lose completely?
- Do I know exactly which coin and network I will send, and from where?
- Have I kept a record of the deposit for my own files and for tax purposes (Module 6)?

Next: the crypto pay step, where most avoidable mistakes happen.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$The crypto pay step is where your money leaves your control, so it is where mistakes cost the most. Vaultline's pay step is designed to tell you exactly what to send. This lesson walks through it, using the safe-sending habits from Modules 1 and 2. The same step is used when you pay for a course package in crypto.

## What the pay step shows you

When you reach the pay step and choose a coin, Vaultline shows a **quote**:

| Item | What it means |
|---|---|
| Coin and network | **Bitcoin**, or **USDT — ERC20 network only** |
| Exact amount to send | The coin amount that matches the dollar amount of your deposit |
| Rate | The dollar price used to calculate it |
| Expiry | The quote is valid for **15 minutes** |
| Address | Where to send, with a copy button |
| QR code | Holds the address and the amount, for scanning with a wallet app |

### How the amount is calculated

- **USDT** is quoted one to one with the dollar. A $500 deposit means sending **500 USDT**.
- **Bitcoin** is quoted at the current rate. If the rate is $62,500 per BTC, a $500 deposit means sending $500 ÷ $62,500 = **0.008 BTC**.

These numbers are examples only. Always use the exact figure on your screen.

## Send on the network shown

The USDT address is labelled **"USDT — ERC20 network only"**. That means USDT on the **Ethereum** network:

- Do **not** send USDT on Tron (TRC20), BNB Smart Chain, Polygon or any other network, even if your app offers them and the address looks acceptable.
- Do not send other tokens or coins (for example USDC or ETH) to this address.
- A transfer on the wrong network may never arrive and may be lost for good.

The Bitcoin address accepts **bitcoin on the Bitcoin network only**.

Sending ERC20 USDT from your own wallet requires a little ETH for the network fee. If you send from an exchange account, the exchange charges its own withdrawal fee instead.

## Use the address for this payment

Vaultline may show a **fresh address for each deposit**. Always use the address shown on the pay step for the payment you are making now. Do not reuse an address from an earlier deposit. Never use an address sent to you in an e-mail, a chat or a DM.

If the page says an address is a **demo value** (for example on a test installation), it is not a real payment address. Do not send money to it.

## Send exactly the amount shown

The amount that **arrives** must match the quote. Two things can make it differ:

1. **Fees taken out of the amount.** Some exchanges deduct their withdrawal fee from the amount you type. If the quote says 500 USDT and the exchange deducts a 3 USDT fee, only 497 USDT arrives. Check the "amount received" your exchange shows, and adjust so that the recipient gets the full quoted amount.
2. **Typing errors.** Copy the amount, or scan the QR code, rather than typing it. Check the decimal point: 0.008 BTC and 0.08 BTC differ by a factor of ten.

## The 15-minute expiry

Crypto prices move constantly, so a quote is valid for **15 minutes**. Within that time, the coin amount shown is the amount to send.

- If the quote expires before you send, **do not send the old amount**. Vaultline gives you a new quote, with a new rate and possibly a different coin amount.
- For bitcoin, the new amount may differ from the old one because the price moved.
- Send promptly once you have a quote. Prepare your wallet or exchange account first, so that you are not rushing.

## After you send

1. **Keep the transaction ID.** Your wallet or exchange shows it after sending.
2. **Follow what the page asks.** Where the coin is watched on the blockchain, the page says so ("No screenshot needed"): you confirm the deposit, send, and the page shows your payment as soon as it is seen, with its confirmations. Where it is not watched, the page asks for a **screenshot or PDF** of the completed payment (showing the amount, the address and, if possible, the transaction ID) and the optional transaction ID before you confirm.
3. **Wait for the confirmation** (Lesson 1). A watched payment is invested by itself once it has enough confirmations; a proof is checked by a person, usually within one business day.

Bitcoin transfers need confirmations, which usually takes from about ten minutes to an hour, longer when the network is busy. A payment can only be confirmed once it is visible on the blockchain.

## A checklist for the pay step

| Check | Done when |
|---|---|
| Coin and network | My sending app shows exactly the network on the page (Bitcoin, or Ethereum for ERC20 USDT) |
| Address | Copied from this pay step and checked in full after pasting |
| Amount | The amount that will **arrive** equals the quote |
| Time | The quote has not expired |
| Fee | I have enough of the network's coin (ETH for ERC20) or my exchange covers it |
| Records | Transaction ID saved, and the screenshot where the page asks for one |

If anything on this list is unclear, stop and ask Vaultline before sending, by replying to an e-mail we sent you. Lesson 4 covers what to do when something has already gone wrong.

Next: your wallet balance, the ledger behind it, and how withdrawals work.
$lesson_new$, updated_at = now()
  WHERE slug = 'the-crypto-pay-step' AND body_md = $lesson_old$The crypto pay step is where your money leaves your control, so it is where mistakes cost the most. Vaultline's pay step is designed to tell you exactly what to send. This lesson walks through it, using the safe-sending habits from Modules 1 and 2. The same step is used when you pay for a course package in crypto.

## What the pay step shows you

When you reach the pay step and choose a coin, Vaultline shows a **quote**:

| Item | What it means |
|---|---|
| Coin and network | **Bitcoin**, or **USDT — ERC20 network only** |
| Exact amount to send | The coin amount that matches the dollar amount of your deposit |
| Rate | The dollar price used to calculate it |
| Expiry | The quote is valid for **15 minutes** |
| Address | Where to send, with a copy button |
| QR code | Holds the address and the amount, for scanning with a wallet app |

### How the amount is calculated

- **USDT** is quoted one to one with the dollar. A $500 deposit means sending **500 USDT**.
- **Bitcoin** is quoted at the current rate. If the rate is $62,500 per BTC, a $500 deposit means sending $500 ÷ $62,500 = **0.008 BTC**.

These numbers are examples only. Always use the exact figure on your screen.

## Send on the network shown

The USDT address is labelled **"USDT — ERC20 network only"**. That means USDT on the **Ethereum** network:

- Do **not** send USDT on Tron (TRC20), BNB Smart Chain, Polygon or any other network, even if your app offers them and the address looks acceptable.
- Do not send other tokens or coins (for example USDC or ETH) to this address.
- A transfer on the wrong network may never arrive and may be lost for good.

The Bitcoin address accepts **bitcoin on the Bitcoin network only**.

Sending ERC20 USDT from your own wallet requires a little ETH for the network fee. If you send from an exchange account, the exchange charges its own withdrawal fee instead.

## Use the address for this payment

Vaultline may show a **fresh address for each deposit**. Always use the address shown on the pay step for the payment you are making now. Do not reuse an address from an earlier deposit. Never use an address sent to you in an e-mail, a chat or a DM.

If the page says an address is a **demo value** (for example on a test installation), it is not a real payment address. Do not send money to it.

## Send exactly the amount shown

The amount that **arrives** must match the quote. Two things can make it differ:

1. **Fees taken out of the amount.** Some exchanges deduct their withdrawal fee from the amount you type. If the quote says 500 USDT and the exchange deducts a 3 USDT fee, only 497 USDT arrives. Check the "amount received" your exchange shows, and adjust so that the recipient gets the full quoted amount.
2. **Typing errors.** Copy the amount, or scan the QR code, rather than typing it. Check the decimal point: 0.008 BTC and 0.08 BTC differ by a factor of ten.

## The 15-minute expiry

Crypto prices move constantly, so a quote is valid for **15 minutes**. Within that time, the coin amount shown is the amount to send.

- If the quote expires before you send, **do not send the old amount**. Vaultline gives you a new quote, with a new rate and possibly a different coin amount.
- For bitcoin, the new amount may differ from the old one because the price moved.
- Send promptly once you have a quote. Prepare your wallet or exchange account first, so that you are not rushing.

## After you send

1. **Keep the transaction ID.** Your wallet or exchange shows it after sending.
2. **Take a screenshot** of the completed payment, showing the amount, the address and the transaction ID if possible.
3. **Upload the screenshot** as proof, and enter the transaction ID in the optional field.
4. **Confirm the deposit.** It now shows as pending until an administrator checks the payment (Lesson 1).

Bitcoin transfers need confirmations, which usually takes from about ten minutes to an hour, longer when the network is busy. The administrator can only match a payment once it is visible on the blockchain.

## A checklist for the pay step

| Check | Done when |
|---|---|
| Coin and network | My sending app shows exactly the network on the page (Bitcoin, or Ethereum for ERC20 USDT) |
| Address | Copied from this pay step and checked in full after pasting |
| Amount | The amount that will **arrive** equals the quote |
| Time | The quote has not expired |
| Fee | I have enough of the network's coin (ETH for ERC20) or my exchange covers it |
| Records | Transaction ID and screenshot saved |

If anything on this list is unclear, stop and ask Vaultline before sending, by replying to an e-mail we sent you. Lesson 4 covers what to do when something has already gone wrong.

Next: your wallet balance, the ledger behind it, and how withdrawals work.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$Your Vaultline **wallet balance** is a dollar amount held in Vaultline's records. In the language of Module 2, it is custodial: it is not coins at an address you control. This lesson explains how that balance is recorded, so you can check every cent, and how to withdraw.

## The balance is the sum of a ledger

Vaultline does not store your balance as a single number that can be changed. Every change to your wallet is a separate **ledger entry**, and your balance is the **sum of all your entries**. Entries are only ever added, never edited or deleted. A correction is a new entry.

Each entry records its **kind**, the **amount**, **when** it happened and **who** made it. You can read all of your own entries in your **transaction history** on the dashboard, next to a chart of your balance over time.

| Kind of entry | What it means | Effect on the balance |
|---|---|---|
| Moved from a plan | You moved units of a plan to your wallet: units × NAV at that moment | Up |
| Overpaid deposit | You sent more than a deposit's quote; the excess is credited as cash | Up |
| Admin adjustment | An administrator corrected your balance; a reason is always recorded | Up or down |
| Withdrawal | You requested a withdrawal; the amount is reserved at once | Down |
| Withdrawal release | A withdrawal was denied or cancelled; the reserve comes back | Up |
| Course purchase | You paid for a course package from your wallet | Down |

Note that the money you **invest** is not part of your wallet balance while it is invested. It is held as units of its plan, and comes back into the wallet when you move the position after its holding period.

### Worked example

| Date | Entry | Amount | Balance after |
|---|---|---|---|
| 12 April | Moved from a plan (900 units × $1.50 NAV) | +$1,350.00 | $1,350.00 |
| 15 April | Course purchase, monthly package | −$250.00 | $1,100.00 |
| 16 April | Withdrawal requested | −$600.00 | $500.00 |
| 17 April | Withdrawal release (denied: "Address does not match the network") | +$600.00 | $1,100.00 |

Add up the amounts and you get the balance: 1,350 − 250 − 600 + 600 = **$1,100**. If your own sum ever differs from the balance shown, contact Vaultline by replying to an e-mail we sent you. The ledger is designed so that every cent can be explained.

## Withdrawals

### Before your first withdrawal: verification

Withdrawals are available only after your **identity is verified**. You submit your details and photos of an identity document. An administrator accepts it, or denies it with a reason (such as a blurry image), and you can submit again.

### Making a request

A withdrawal request has three parts:

1. the **amount**, in dollars, no more than your balance;
2. the **network**: Bitcoin, or USDT on the ERC20 network;
3. the **destination address** where you want to receive it.

Vaultline refuses an address whose form does not fit the network, but a valid form does not prove the address is yours. Check every character before you confirm.

### The amount is reserved at once

As soon as you submit the request, the amount is **reserved**: a withdrawal entry takes it off your balance straight away. This way the same money cannot be withdrawn twice, or spent on something else while the request waits, and your balance can never go below zero.

### What happens next

| Status | What it means | Your balance |
|---|---|---|
| Pending | Waiting for an administrator's approval | Amount reserved |
| Payout queued | Approved; nothing has been sent yet | Amount reserved |
| Sent, 0 of N confirmations | The payout transaction is on the network but not confirmed yet | Stays reduced |
| Paid | Confirmed on the blockchain where the site watches it; recorded with its transaction ID where it does not | Stays reduced |
| Denied | Not paid, with a reason you can read | Reserve released back to your wallet |
| Cancelled | You cancelled it while it was still pending | Reserve released back to your wallet |

You are e-mailed when it is approved or denied, and when its payout is sent, with a link to the transaction. Where the site watches the blockchain, a payout counts only when its transaction is found on the chain paying your address the amount quoted.

## A payout to a wrong address cannot be reversed

Once the payout is sent to the address you gave, the transfer is on the blockchain. If the address was wrong, **nobody can reverse it**, not Vaultline and not anyone else. So:

- Copy the address from your own wallet or exchange account, after logging in yourself.
- Check the full address after pasting.
- Make sure the receiving wallet or exchange **supports the network you chose**. For example, your exchange account must accept USDT on ERC20, not only on Tron.
- For a new address, consider withdrawing a small amount first and checking that it arrives.

## Checking that your money is counted: the transparency page

Every day the public **Transparency** page publishes what Vaultline owes all its members, as a total and a fingerprint (a Merkle-sum root). Your balance, cash plus positions at that day's value, is one of the amounts behind it. Signed in, your browser can check that your balance is included.

## Why this design protects you

- **An explainable balance**, and **a published total** you can check it against.
- **No double spending:** reserving at once prevents the same money leaving twice.
- **A reason for every denial**, so a request never just disappears.

Next: the demo trading account, and a practical guide to what can go wrong and what to do.
$lesson_new$, updated_at = now()
  WHERE slug = 'wallet-ledger-and-withdrawals' AND body_md = $lesson_old$Your Vaultline **wallet balance** is a dollar amount held in Vaultline's records. In the language of Module 2, it is custodial: it is not coins at an address you control. This lesson explains how that balance is recorded, so you can check every cent, and how to withdraw.

## The balance is the sum of a ledger

Vaultline does not store your balance as a single number that can be changed. Every change to your wallet is a separate **ledger entry**, and your balance is the **sum of all your entries**. Entries are only ever added, never edited or deleted. A correction is a new entry.

Each entry records its **kind**, the **amount**, **when** it happened and **who** made it. You can read all of your own entries in your **transaction history** on the dashboard, next to a chart of your balance over time.

| Kind of entry | What it means | Effect on the balance |
|---|---|---|
| Moved from a plan | You moved units of a plan to your wallet: units × NAV at that moment | Up |
| Admin adjustment | An administrator corrected your balance; a reason is always recorded | Up or down |
| Withdrawal | You requested a withdrawal; the amount is reserved at once | Down |
| Withdrawal release | A withdrawal was denied or cancelled; the reserve comes back | Up |
| Course purchase | You paid for a course package from your wallet | Down |

Note that the money you **invest** is not part of your wallet balance while it is invested. It is held as units of its plan, and comes back into the wallet when you move the position after its holding period.

### Worked example

| Date | Entry | Amount | Balance after |
|---|---|---|---|
| 12 April | Deposit payout (note from the administrator) | +$1,350.00 | $1,350.00 |
| 15 April | Course purchase, monthly package | −$250.00 | $1,100.00 |
| 16 April | Withdrawal requested | −$600.00 | $500.00 |
| 17 April | Withdrawal release (denied: "Address does not match the network") | +$600.00 | $1,100.00 |

Add up the amounts and you get the balance: 1,350 − 250 − 600 + 600 = **$1,100**. If your own sum ever differs from the balance shown, contact Vaultline by replying to an e-mail we sent you. The ledger is designed so that every cent can be explained.

## Withdrawals

### Before your first withdrawal: verification

Withdrawals are available only after your **identity is verified**. You submit your details and photos of an identity document. An administrator accepts the request, or denies it with a reason from a list, such as a blurry image or an expired document. If it is denied, you can fix the problem and submit again.

### Making a request

A withdrawal request has three parts:

1. the **amount**, in dollars, no more than your balance;
2. the **network**: Bitcoin, or USDT on the ERC20 network;
3. the **destination address** where you want to receive it.

Vaultline checks that the address has a valid form for the chosen network, and it refuses an address that does not fit. A valid form does not prove the address is yours: a typo can still produce a valid-looking address, and a thief with your password could enter their own. Check every character before you confirm.

### The amount is reserved at once

As soon as you submit the request, the amount is **reserved**: a withdrawal entry takes it off your balance straight away. This way the same money cannot be withdrawn twice, or spent on something else while the request waits, and your balance can never go below zero.

### What happens next

| Status | What it means | Your balance |
|---|---|---|
| Pending | Waiting for an administrator | Amount reserved |
| Approved | Paid out to your address; a payout transaction ID may be shown | Stays reduced; the money is now at your address |
| Denied | Not paid, with a reason you can read | Reserve released back to your wallet |
| Cancelled | You cancelled it while it was still pending | Reserve released back to your wallet |

You receive an e-mail when your withdrawal is decided.

## A payout to a wrong address cannot be reversed

Once an administrator pays out to the address you gave, the transfer is on the blockchain. If the address was wrong, **nobody can reverse it**, not Vaultline and not anyone else. So:

- Copy the address from your own wallet or exchange account, after logging in yourself.
- Check the full address after pasting.
- Make sure the receiving wallet or exchange **supports the network you chose**. For example, your exchange account must accept USDT on ERC20, not only on Tron.
- For a new address, consider withdrawing a small amount first and checking that it arrives.

## Why this design protects you

- **An explainable balance:** every change has an entry you can read, with a reason for any adjustment.
- **No double spending:** reserving at once prevents the same money leaving twice.
- **A time buffer on new addresses:** a hijacked account cannot send your money to a new address at once.
- **A reason for every denial**, so a request never just disappears.

Next: the demo trading account, and a practical guide to what can go wrong and what to do.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$This lesson covers two things. The first is the **demo trading account** that comes with the course, a safe place to practise. The second is a practical guide to **what can go wrong** with real money on Vaultline, and what to do about it.

## The demo trading account

The course includes a demo account that starts with **$10,000 of virtual money**. You can buy and sell coins at simulated or live prices, and the page always says which. You can also reset the account to start again.

Things to know:

- **It is virtual money only.** The demo account never touches your wallet or your ledger. Demo gains cannot be withdrawn, and demo losses cost you nothing.
- **Demo trades are not free of costs.** Buys fill slightly above the middle price and sells slightly below it, like a spread on a real exchange (Module 3).
- **It is for practice, not proof.** Doing well in a demo does not show that you will do well with real money.

### How to get the most from it

1. **Practise position sizing.** Pick an imaginary stop-loss for each trade and size it at 1% risk of the virtual $10,000, which is $100 (Module 5).
2. **Write a plan before each trade:** entry, stop, reason, timeframe.
3. **Keep a journal** of every trade and review it weekly.
4. **Trade as you would with real money.** If you would never put $5,000 into one coin for real, do not do it in the demo.

### What a demo cannot teach

Real money feels different. Fear and greed are much weaker when the money is virtual, and they are often what ruins real trading. Real fills can also differ from demo fills, especially for large orders and small coins. Treat demo results as practice, not as a forecast of real results.

## What can go wrong, and what to do

| What went wrong | What it means | What to do |
|---|---|---|
| Sent on the wrong network (for example USDT on Tron instead of ERC20) | The payment may never arrive and may be lost for good | Contact Vaultline with the transaction ID. Do not send again "to fix it" until you have an answer. Expect that it may not be recoverable. |
| Sent a different amount from the quote | Less or more arrived than the deposit needs | If less arrived, the page and the e-mail say what is missing and by when; send the rest to the same address in time. Otherwise an administrator credits what arrived or refunds it, with a reason. |
| The quote expired before you sent | The coin amount on the old quote is out of date | Do not send against the old quote. Use the new quote the page gives you. If you already sent, contact Vaultline with the transaction ID. |
| The price moved while you were paying | For bitcoin, the coin amount for the same dollars changes | Send only against a quote that is still valid. A quote fixes the amount for 15 minutes, nothing longer. |
| Deposit denied | The payment could not be confirmed | Read the reason on your dashboard and contact Vaultline if it is unclear |
| Withdrawal denied | Not paid out | The amount is already back in your wallet. Read the reason, fix the problem, request again. |
| Wrong withdrawal address | If it was paid out, the transfer cannot be reversed | Double-check every address before submitting. Cancel a wrong request while it is still pending. |
| Password may be stolen | Someone may access your account | Change your password immediately and contact Vaultline |

## Getting help safely

Contact Vaultline **only** by replying to an e-mail Vaultline sent you, or as the Contact section of the website (typed in yourself or from your own bookmark) explains. Nobody from Vaultline will message you first in a chat or DM.

- Vaultline staff **never** message you first on social media, chat apps or private messages offering help.
- Vaultline staff **never** ask for your password or your seed phrase. Vaultline never needs your seed phrase or private keys for anything.
- Nobody from Vaultline will ask you to send crypto to a "safe" address, install remote-access software, or pay a fee to unlock a withdrawal.
- Anyone who offers to "recover" a lost payment for an upfront fee is a scammer (Module 6).

When you contact Vaultline, include the **transaction ID**, the **amount**, the **coin and network** you used and the **time** you sent it. That gives the team what it needs to look into the payment.

## The course and your decisions

This course is **education, not financial advice**. It explains how markets, wallets, risks and this platform work. It does not tell you what to buy, and it cannot promise you any result. A plan's ROI is a target that is not guaranteed. Crypto assets are high-risk, most beginners who trade lose money, and you could lose all the money you invest. The decisions, and the risks, are yours.

If you are unsure whether an investment suits your situation, speak to a qualified, regulated financial adviser before you put any money in.

That completes the teaching lessons of this module and of the course. Next comes the final review and quiz.
$lesson_new$, updated_at = now()
  WHERE slug = 'demo-account-and-what-can-go-wrong' AND body_md = $lesson_old$This lesson covers two things. The first is the **demo trading account** that comes with the course, a safe place to practise. The second is a practical guide to **what can go wrong** with real money on Vaultline, and what to do about it.

## The demo trading account

The course includes a demo account that starts with **$10,000 of virtual money**. You can buy and sell coins at simulated or live prices, and the page always says which. You can also reset the account to start again.

Things to know:

- **It is virtual money only.** The demo account never touches your wallet or your ledger. Demo gains cannot be withdrawn, and demo losses cost you nothing.
- **Demo trades are not free of costs.** Buys fill slightly above the middle price and sells slightly below it, like a spread on a real exchange (Module 3).
- **It is for practice, not proof.** Doing well in a demo does not show that you will do well with real money.

### How to get the most from it

1. **Practise position sizing.** Pick an imaginary stop-loss for each trade and size it at 1% risk of the virtual $10,000, which is $100 (Module 5).
2. **Write a plan before each trade:** entry, stop, reason, timeframe.
3. **Keep a journal** of every trade and review it weekly.
4. **Trade as you would with real money.** If you would never put $5,000 into one coin for real, do not do it in the demo.

### What a demo cannot teach

Real money feels different. Fear and greed are much weaker when the money is virtual, and they are often what ruins real trading. Real fills can also differ from demo fills, especially for large orders and small coins. Treat demo results as practice, not as a forecast of real results.

## What can go wrong, and what to do

| What went wrong | What it means | What to do |
|---|---|---|
| Sent on the wrong network (for example USDT on Tron instead of ERC20) | The payment may never arrive and may be lost for good | Contact Vaultline with the transaction ID. Do not send again "to fix it" until you have an answer. Expect that it may not be recoverable. |
| Sent a different amount from the quote | The administrator cannot match the payment to the deposit automatically | Contact Vaultline with the transaction ID and the amount that arrived. The deposit may be denied with a reason. |
| The quote expired before you sent | The coin amount on the old quote is out of date | Do not send against the old quote. Use the new quote the page gives you. If you already sent, contact Vaultline with the transaction ID. |
| The price moved while you were paying | For bitcoin, the coin amount for the same dollars changes | Send only against a quote that is still valid. A quote fixes the amount for 15 minutes, nothing longer. |
| Deposit denied | The administrator could not confirm the payment | Read the reason on your dashboard and contact Vaultline if it is unclear |
| Withdrawal denied | Not paid out | The amount is already back in your wallet. Read the reason, fix the problem, request again. |
| Wrong withdrawal address | If it was paid out, the transfer cannot be reversed | Double-check every address before submitting. Cancel a wrong request while it is still pending. |
| Password may be stolen | Someone may access your account | Change your password immediately and contact Vaultline |

## Getting help safely

Contact Vaultline **only** by replying to an e-mail Vaultline sent you, or as the Contact section of the website (typed in yourself or from your own bookmark) explains. Nobody from Vaultline will message you first in a chat or DM.

- Vaultline staff **never** message you first on social media, chat apps or private messages offering help.
- Vaultline staff **never** ask for your password or your seed phrase. Vaultline never needs your seed phrase or private keys for anything.
- Nobody from Vaultline will ask you to send crypto to a "safe" address, install remote-access software, or pay a fee to unlock a withdrawal.
- Anyone who offers to "recover" a lost payment for an upfront fee is a scammer (Module 6).

When you contact Vaultline, include the **transaction ID**, the **amount**, the **coin and network** you used and the **time** you sent it. That gives the team what it needs to look into the payment.

## The course and your decisions

This course is **education, not financial advice**. It explains how markets, wallets, risks and this platform work. It does not tell you what to buy, and it cannot promise you any result. A plan's ROI is a target that is not guaranteed. Crypto assets are high-risk, most beginners who trade lose money, and you could lose all the money you invest. The decisions, and the risks, are yours.

If you are unsure whether an investment suits your situation, speak to a qualified, regulated financial adviser before you put any money in.

That completes the teaching lessons of this module and of the course. Next comes the final review and quiz.
$lesson_old$;
UPDATE course_lessons SET body_md = $lesson_new$This review sums up how Vaultline works. Pass this quiz and every other module's quiz to receive the course certificate.

## Key points

- **Each plan is a model portfolio** of Bitcoin, Ether and cash. No return is promised, and you could lose all the money you invest.
- **You accept a risk disclosure** before your first deposit.
- **A deposit awaits payment** until it is confirmed: automatically on the blockchain where the site watches it, or by a person checking your proof where it does not. It is then invested, or denied with a reason.
- **When its payment is confirmed, your deposit buys units** at the plan's NAV per unit of that moment (amount ÷ NAV), and the end of its holding period is set.
- **Your position is worth units × NAV now.** After the holding period you move it, whole or in part, to your wallet at units × NAV, computed, never typed.
- **Your wallet balance is the sum of a ledger** that you can read in your transaction history. Entries are never edited.
- **The transparency page** lets you check that your balance is counted.
- **The crypto pay step** shows the exact coin amount, a 15-minute expiry, the address and a QR code. Send on the network shown (USDT: ERC20 only).
- **Make sure the full quoted amount arrives.** Never send against an expired quote.
- **Withdrawals need identity verification.** The amount is reserved at once. An administrator approves it or denies it; a denial returns the reserve. A payout is "sent" until confirmed, and cannot be reversed.
- **The demo account** uses virtual money only.
- **Staff never ask** for your password or seed phrase.
- **This course is education, not advice.**

## Before the quiz

You need 80% to pass. Multi-answer questions count only when you choose every right option and no wrong one.
$lesson_new$, updated_at = now()
  WHERE slug = 'how-vaultline-works-review' AND body_md = $lesson_old$This review sums up how Vaultline works. Pass this quiz and every other module's quiz to receive the course certificate.

## Key points

- **Each plan is a model portfolio** of Bitcoin, Ether and cash. No return is promised, and you could lose all the money you invest.
- **You accept a risk disclosure** before your first deposit.
- **A deposit stays pending** until an administrator checks the payment. It is then accepted, or denied with a reason you can read.
- **At approval, your deposit buys units** at the plan's NAV per unit of that moment (amount ÷ NAV), and the end of its holding period is set.
- **Your position is worth units × NAV now.** After the holding period you move it, whole or in part, to your wallet at units × NAV, computed, never typed.
- **Your wallet balance is the sum of a ledger** that you can read in your transaction history. Entries are never edited.
- **The crypto pay step** shows the exact coin amount, the rate, a 15-minute expiry, the address and a QR code. Send on the network shown. For USDT that means ERC20 only.
- **Make sure the full quoted amount arrives.** Never send against an expired quote.
- **Withdrawals need identity verification.** The amount is reserved at once. An administrator pays it out or denies it; a denial returns the reserve. A payout to a wrong address cannot be reversed.
- **The demo account** uses $10,000 of virtual money only and never touches your wallet.
- **Get help only through the website.** Staff never ask for your password or seed phrase, and never contact you first in DMs.
- **This course is education, not advice.**

## Before the quiz

You need 80% to pass. Multi-answer questions count only when you choose every right option and no wrong one.
$lesson_old$;
