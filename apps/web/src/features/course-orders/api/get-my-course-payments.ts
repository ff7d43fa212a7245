import type { TCoursePayment } from "@vaultline/shared";
import { useCursorList } from "../../../lib/use-cursor-list.ts";

export const myCoursePaymentsKey = ["education", "mine"] as const;

/** The signed-in user's course payments, newest first, a page at a time. */
export const useMyCoursePayments = () => useCursorList<TCoursePayment>(myCoursePaymentsKey, "/user/course-payments");
