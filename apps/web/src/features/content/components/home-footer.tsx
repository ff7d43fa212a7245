import { RISK_WARNING } from "@vaultline/shared";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { PaymentCheckText } from "../../../components/payment-check.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth.tsx";
import { useIsHydrated } from "../../../lib/hydration.ts";
import { useSubscribe } from "../api/subscribe.ts";

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SubscribeForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const subscription = useSubscribe();
  const isHydrated = useIsHydrated();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setProblem("email is required");
    if (!LOOKS_LIKE_EMAIL.test(value)) return setProblem("Please input a valid email");
    setProblem(null);
    subscription.mutate(value, {
      onSuccess: () => setEmail(""),
      onError: (error) => setProblem(error.message),
    });
  };
  const message = problem ?? (subscription.isSuccess ? "Subscribed" : null);
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Subscribe to updates">
      <label htmlFor={id} className="text-sm font-semibold text-white">
        Get product news and course updates
      </label>
      {/* Disabled until the app runs: what is typed before hydration would not reach its state. */}
      <fieldset disabled={!isHydrated} className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setProblem(null);
            subscription.reset();
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-message`}
          className="min-h-11 flex-1 rounded-lg border border-white/20 bg-white/10 px-3 text-base text-white placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none sm:text-sm"
        />
        <Button type="submit" isLoading={subscription.isPending} className="min-h-11">
          Subscribe
        </Button>
      </fieldset>
      <p
        id={`${id}-message`}
        role={problem ? "alert" : "status"}
        className={`mt-2 min-h-5 text-sm font-medium ${problem ? "text-red-300" : "text-brand-100"}`}
      >
        {message}
      </p>
    </form>
  );
}

const LINKS = [
  { to: paths.education, label: "Trading course" },
  { to: paths.faqs, label: "FAQ" },
  { to: paths.reviews, label: "Reviews" },
];

/** About, contact and the subscribe box at the bottom of the home page. */
export function HomeFooter() {
  const { isAuthenticated } = useSession();
  const links = [
    ...LINKS,
    isAuthenticated
      ? { to: paths.dashboard, label: "Your dashboard" }
      : { to: paths.register, label: "Create an account" },
  ];
  return (
    <section aria-labelledby="about-title" className="bg-ink-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-[1.3fr_1fr_1.5fr]">
        <div>
          <h2 id="about-title" className="text-lg font-bold text-white">
            About Vaultline
          </h2>
          <p className="mt-3 text-sm leading-relaxed">
            Vaultline offers crypto investment plans and a trading course for beginners.{" "}
            <PaymentCheckText which="footer" /> Balances come from an auditable ledger, and withdrawals go out only
            after identity verification.
          </p>
          <h3 className="mt-6 text-sm font-semibold text-white">Contact</h3>
          <p className="mt-2 text-sm leading-relaxed">
            Signed-in members can reply to any e-mail we send about their deposits, withdrawals or course. Most
            questions are answered in the{" "}
            <Link to={paths.faqs} className="font-semibold text-brand-100 underline underline-offset-4">
              FAQ
            </Link>
            .
          </p>
        </div>
        <nav aria-label="Footer">
          <h3 className="text-sm font-semibold text-white">Explore</h3>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SubscribeForm />
      </div>
      <p className="border-t border-white/10 px-4 py-5 text-center text-xs text-slate-400">{RISK_WARNING}</p>
    </section>
  );
}
