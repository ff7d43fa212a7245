import { BarChart3, CandlestickChart, GraduationCap, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { PaymentCheckText } from "../../../components/payment-check.tsx";
import { paths } from "../../../config/paths.ts";

const MODULES = [
  {
    icon: GraduationCap,
    title: "Crypto foundations",
    text: "Blockchains, wallets, exchanges and how to move coins safely.",
  },
  {
    icon: CandlestickChart,
    title: "Reading the market",
    text: "Candlestick charts, trends, support and resistance, volume.",
  },
  {
    icon: ShieldAlert,
    title: "Risk management",
    text: "Position sizing, stop-losses, and why leverage multiplies losses.",
  },
  { icon: BarChart3, title: "Practice", text: "Apply each lesson on the demo account before using real money." },
];

const PAYING = [
  <PaymentCheckText key="crypto" which="course" />,
  "Card: available when card payments are switched on; we keep only the card brand and last four digits.",
  "Wallet balance: paid at once from your Vaultline wallet, and your access starts immediately.",
].map((line) => (typeof line === "string" ? <li key={line}>{line}</li> : <li key="crypto">{line}</li>));

/** Sections below the packages; loaded lazily, after the cards are on screen. */
export function EducationExtras() {
  return (
    <div className="flex flex-col gap-14">
      <section aria-labelledby="curriculum-title">
        <h2 id="curriculum-title" className="text-2xl font-bold tracking-tight text-ink-900">
          What you will learn
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {MODULES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon size={20} aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-ink-900">{title}</span>
                <span className="mt-1 block text-sm text-slate-600">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="paying-title" className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
        <h2 id="paying-title" className="text-2xl font-bold tracking-tight text-ink-900">
          How paying for the course works
        </h2>
        <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700">{PAYING}</ul>
        <p className="mt-4 text-sm text-slate-600">
          Your dashboard shows your course access: pending, active or denied with the reason. More answers in the{" "}
          <Link to={paths.faqs} className="font-semibold text-brand-700 underline underline-offset-4">
            FAQ
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
