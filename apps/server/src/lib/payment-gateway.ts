import { AppError } from "./app-error.ts";

export type CardInput = { cardName: string; cardNumber: string; expiryDate: string; cvv: string };
export type ChargeResult = { brand: string; last4: string };

/** Card payments (docs/product-rules.md §1). Implementations never store or log the number or the CVV. */
export type PaymentGateway = {
  name: "none" | "sandbox";
  isAvailable: boolean;
  /** `reference` is our charge intent's id: a real gateway takes it as its idempotency key. */
  charge: (input: { amountCents: number; card: CardInput; reference: string }) => Promise<ChargeResult>;
  /** Refunds the charge made under `reference`; does nothing if none was made. Safe to repeat. */
  refund: (input: { reference: string; amountCents: number }) => Promise<void>;
};

export const CARD_UNAVAILABLE = "Card payments are not available. No charge was made.";
export const CARD_DECLINED = "Your card was declined. No charge was made.";

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "VISA";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "MASTERCARD";
  if (/^3[47]/.test(digits)) return "AMEX";
  if (/^6(011|5)/.test(digits)) return "DISCOVER";
  return "CARD";
}

const noneGateway: PaymentGateway = {
  name: "none",
  isAvailable: false,
  charge: async () => {
    throw new AppError("UNAVAILABLE", CARD_UNAVAILABLE);
  },
  refund: async () => {},
};

/** Test mode: Luhn-checked cards; 4000 0000 0000 0002 declines, every other valid card approves. */
const sandboxGateway: PaymentGateway = {
  name: "sandbox",
  isAvailable: true,
  charge: async ({ card }) => {
    const digits = card.cardNumber.replace(/\D/g, "");
    if (!luhnValid(digits)) throw new AppError("BAD_REQUEST", "Card number is not valid");
    if (digits === "4000000000000002") throw new AppError("PAYMENT_DECLINED", CARD_DECLINED);
    return { brand: cardBrand(digits), last4: digits.slice(-4) };
  },
  // Test mode moves no money, so there is nothing to give back.
  refund: async () => {},
};

export function createPaymentGateway(name: "none" | "sandbox"): PaymentGateway {
  return name === "sandbox" ? sandboxGateway : noneGateway;
}
