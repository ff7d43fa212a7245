import { formatCount } from "@vaultline/shared";
import { BadgeCheck, BookOpen, Coins, FileSearch, ScrollText, ShieldCheck, Sprout, Wallet } from "lucide-react";
import { Link } from "react-router";
import { PaymentCheckText } from "../../../components/payment-check.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth.tsx";
import { usePublicStats } from "../api/get-public-stats.ts";

function MemberCount() {
  const stats = usePublicStats();
  return (
    <p className="flex items-center gap-2 text-sm text-slate-300">
      <BadgeCheck size={18} aria-hidden="true" className="text-brand-100" />
      {stats.data?.members === 0 ? (
        <span>Be one of our first members</span>
      ) : stats.data ? (
        <span>
          <strong className="font-bold text-white">{formatCount(stats.data.members)}</strong>{" "}
          {stats.data.members === 1 ? "member has" : "members have"} joined Vaultline
        </span>
      ) : stats.isError ? (
        <span>Join our growing community of members</span>
      ) : (
        <Skeleton className="h-5 w-48 bg-white/15" />
      )}
    </p>
  );
}

const PROMISES = [
  // How a payment is checked depends on the server's CHAIN_WATCH setting: read after load.
  { icon: FileSearch, text: <PaymentCheckText which="hero" />, key: "payment-check" },
  { icon: ScrollText, text: "Every cent in your wallet is an entry in a ledger you can read.", key: "ledger" },
  {
    icon: ShieldCheck,
    text: "Withdrawals reserve your funds at once and are paid after identity checks.",
    key: "withdrawals",
  },
];

export function HomeHero() {
  const { isAuthenticated } = useSession();
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(13,148,136,0.45),transparent_55%),radial-gradient(circle_at_10%_90%,rgba(15,118,110,0.35),transparent_50%)]"
      />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="inline-flex rounded-full border border-white/20 bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-100">
            Crypto investing, explained
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">
            Invest in crypto with clear plans and honest numbers.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-300">
            Choose an investment plan, fund it with Bitcoin, Ether or USDT, and follow every cent in your wallet. New to
            crypto? Learn the basics with our trading course first.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* A signed-in member is not asked to sign up again. */}
            {isAuthenticated ? (
              <Link to={paths.dashboard} className={buttonClass("primary", "px-6")}>
                Open your dashboard
              </Link>
            ) : (
              <Link to={paths.register} className={buttonClass("primary", "px-6")}>
                Create an account
              </Link>
            )}
            <Link
              to={paths.education}
              className="inline-flex min-h-10 items-center justify-center rounded-lg border border-white/30 px-6 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10"
            >
              Learn to trade
            </Link>
          </div>
          <div className="mt-8 min-h-5">
            <MemberCount />
          </div>
        </div>
        <ul className="grid gap-3 rounded-2xl border border-white/10 bg-white/5 p-5 backdrop-blur sm:p-6">
          <li className="text-sm font-semibold uppercase tracking-wider text-brand-100">How we keep it honest</li>
          {PROMISES.map(({ icon: Icon, text, key }) => (
            <li key={key} className="flex min-h-16 gap-3 rounded-xl bg-white/5 p-4 text-sm text-slate-200">
              <Icon size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-100" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const PITCH = [
  {
    icon: BookOpen,
    title: "Learn before you invest",
    text: "Our trading course comes with a demo account, so you can practise with virtual money before risking real funds.",
  },
  {
    icon: Sprout,
    title: "Start small",
    text: "Begin with the entry plan and move up only when you understand how returns and risks work.",
  },
  {
    icon: Coins,
    title: "Bitcoin, Ether or USDT",
    text: "Fund your plan with Bitcoin, Ether, or USDT on the ERC20 network. We show the exact address and network every time.",
  },
];

const STEPS = [
  { title: "Pick a package", text: "Compare the plans below and choose the one that fits your amount and goals." },
  {
    title: "Fund your account and invest",
    text: "Send Bitcoin, Ether or USDT to the address shown for your payment; it is checked on the network before it is invested.",
  },
  {
    title: "Monitor your wallet",
    text: "Your deposit buys units of the plan. Follow their value on your dashboard; after the holding period, move them to your wallet at what they are worth that day.",
  },
];

export function BeginnerPitch() {
  return (
    <section aria-labelledby="pitch-title" className="below-fold mx-auto max-w-6xl px-4 py-16">
      <h2 id="pitch-title" className="text-3xl font-bold tracking-tight text-ink-900">
        New to crypto? Start here.
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Crypto can be confusing. Vaultline keeps it simple: a handful of clear plans, a course for beginners and a
        wallet that shows exactly where your money is.
      </p>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {PITCH.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon size={22} aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section aria-labelledby="steps-title" className="below-fold bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="steps-title" className="text-3xl font-bold tracking-tight text-ink-900">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl bg-slate-50 p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <Link to={paths.register} className={buttonClass("primary", "mt-8")}>
          <Wallet size={16} aria-hidden="true" /> Open your wallet
        </Link>
      </div>
    </section>
  );
}
