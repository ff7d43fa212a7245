import { COURSES, EDUCATION_MESSAGES, MESSAGES, type TCourse, type TCourseMethod } from "@vaultline/shared";
import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { CryptoPayment, type CryptoPaymentInput } from "../../../components/crypto-payment/crypto-payment.tsx";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Card, FormError } from "../../../components/ui/misc.tsx";
import { Stepper } from "../../../components/ui/stepper.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage, toFormData } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth.tsx";
import { useDepositOptions } from "../../../lib/deposit-options.ts";
import { newIdempotencyKey } from "../../../lib/idempotency.ts";
import { useMyCoursePayments } from "../api/get-my-course-payments.ts";
import { usePayCourse } from "../api/pay-course.ts";
import { MethodStep } from "./method-step.tsx";
import { type CardFields, CardPay, WalletPay } from "./pay-forms.tsx";

const COURSE_STEPS = ["Method", "Pay"] as const;

const STEP_TITLES: Record<TCourseMethod, string> = {
  crypto: "Pay with cryptocurrency",
  card: "Pay by card",
  wallet: "Pay from your wallet",
};

/** Paying for a course: choose the method, then pay by crypto, card or wallet. */
export function CoursePayment({ course }: { course: TCourse }) {
  const { user } = useSession();
  const options = useDepositOptions();
  const mine = useMyCoursePayments();
  const pay = usePayCourse();
  const { showBanner, clearBanner } = useBanner();
  const navigate = useNavigate();
  const [method, setMethod] = useState<TCourseMethod | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [isDone, setIsDone] = useState(false);
  // One key per attempt: a network retry of the same attempt cannot pay twice.
  const attemptKey = useRef(newIdempotencyKey());
  const priceDollars = COURSES[course] / 100;
  const balance = user?.wallet ?? 0;

  /** Records the payment; rejects with the API's error (the crypto step replaces an expired quote with it). */
  const submit = async (extra: { crypto?: CryptoPaymentInput; card?: CardFields }) => {
    if (!method || !user) return;
    clearBanner();
    const formData = toFormData({
      course,
      method,
      amount: String(priceDollars),
      email: user.email,
      ...extra.card,
      currency: extra.crypto?.currency,
      quoteId: extra.crypto?.quoteId,
      txId: extra.crypto?.txId || null,
      proof: extra.crypto?.proof,
    });
    try {
      const res = await pay.mutateAsync({ formData, idempotencyKey: attemptKey.current });
      setIsDone(true);
      showBanner(MESSAGES.coursePaymentSuccess, "success");
      navigate(paths.receipt("course-payment", res.data.id));
    } catch (error) {
      attemptKey.current = newIdempotencyKey();
      showBanner(errorMessage(error), "error");
      throw error;
    }
  };
  const submitQuietly = (extra: { card?: CardFields }) => submit(extra).catch(() => {});

  if (isDone) {
    return (
      <Card className="flex flex-col items-center gap-3 py-10 text-center">
        <CheckCircle2 size={44} aria-hidden="true" className="text-brand-700" />
        <p className="text-xl font-bold text-ink-900">{MESSAGES.coursePaymentSuccess}</p>
        <p className="text-sm text-slate-600">
          {method === "crypto"
            ? "A person checks your proof, usually within one business day; your dashboard shows the status."
            : "Your course access is active."}{" "}
          Opening your receipt…
        </p>
      </Card>
    );
  }
  const blocker = mine.items?.some((p) => p.status === "pending")
    ? EDUCATION_MESSAGES.pendingExists
    : mine.items?.some((p) => p.status === "accepted" && p.course === "fullPay")
      ? EDUCATION_MESSAGES.alreadyOwned
      : null;
  if (blocker) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <p className="font-semibold text-ink-900">{blocker}</p>
        <Link to={paths.dashboard} className={buttonClass("secondary")}>
          See your course access
        </Link>
      </Card>
    );
  }
  return (
    <Card>
      <Stepper steps={COURSE_STEPS} current={step - 1} />
      {step === 1 ? (
        <div className="flex flex-col gap-5">
          <MethodStep
            value={method}
            onChange={setMethod}
            options={options.data}
            balance={balance}
            priceDollars={priceDollars}
          />
          <Button disabled={!method} onClick={() => setStep(2)}>
            Next
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => setStep(1)}
              aria-label="Back to payment methods"
              className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
            >
              <ArrowLeft size={20} aria-hidden="true" />
            </button>
            <h2 className="text-lg font-semibold text-ink-900">{method && STEP_TITLES[method]}</h2>
          </div>
          {method === "crypto" && (
            <CryptoPayment
              purpose="course"
              amount={String(priceDollars)}
              confirmLabel="Confirm payment"
              isSubmitting={pay.isPending || pay.isSuccess}
              onConfirm={(crypto) => submit({ crypto })}
            />
          )}
          {method === "card" && (
            <CardPay
              isTestMode={options.data?.card.gateway === "sandbox"}
              priceDollars={priceDollars}
              isPending={pay.isPending || pay.isSuccess}
              onPay={(card) => submitQuietly({ card })}
            />
          )}
          {method === "wallet" && (
            <WalletPay
              balance={balance}
              priceDollars={priceDollars}
              isPending={pay.isPending || pay.isSuccess}
              onPay={() => submitQuietly({})}
            />
          )}
          <FormError error={pay.error} />
        </div>
      )}
    </Card>
  );
}
