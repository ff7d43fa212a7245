// How a course order is read: which course, at what price and paid how. The price is the server's.
import { COURSES, EDUCATION_MESSAGES, formatMoney, type TCourse, type TCourseMethod, toCents } from "@vaultline/shared";
import { AppError } from "../../lib/app-error.ts";

/** The price is the server's: the client's amount must match it exactly or nothing happens. */
export function priceFor(course: TCourse, amount: string): number {
  const price = COURSES[course];
  if (toCents(amount) !== price) {
    const message = EDUCATION_MESSAGES.amountMismatch(formatMoney(price));
    throw new AppError("BAD_REQUEST", message, [{ field: "amount", message }]);
  }
  return price;
}

/** The course whose price is `amount` (the sketch's client sends no course). */
export function courseForAmount(amount: string): TCourse {
  const cents = toCents(amount);
  const course = (Object.keys(COURSES) as TCourse[]).find((c) => COURSES[c] === cents);
  if (!course) {
    const message = EDUCATION_MESSAGES.unknownCourse;
    throw new AppError("BAD_REQUEST", message, [{ field: "course", message }]);
  }
  return course;
}

/** Without a method, a proof file means a crypto payment (the sketch's only way to pay). */
export function methodForProof(proofFiles: number): TCourseMethod {
  if (proofFiles === 0) {
    throw new AppError("BAD_REQUEST", EDUCATION_MESSAGES.unknownMethod, [
      { field: "method", message: EDUCATION_MESSAGES.unknownMethod },
    ]);
  }
  return "crypto";
}
